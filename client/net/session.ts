/** Reconnection tokens per table, kept in sessionStorage (per tab; survives a reload). */
const PREFIX = 'emberforge:reconnect:';
const memory = new Map<string, string>();

function store(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const s = (globalThis as { sessionStorage?: Storage }).sessionStorage;
  if (s) return s;
  return {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  };
}

export function saveToken(tableId: string, token: string): void {
  try {
    store().setItem(PREFIX + tableId, token);
  } catch {
    // storage full or blocked: reconnection after a reload will not be possible
  }
}

export function loadToken(tableId: string): string | null {
  try {
    return store().getItem(PREFIX + tableId);
  } catch {
    return null;
  }
}

export function forgetToken(tableId: string): void {
  try {
    store().removeItem(PREFIX + tableId);
  } catch {
    // ignore
  }
}
