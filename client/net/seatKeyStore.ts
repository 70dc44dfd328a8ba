/**
 * Seat keys per table, kept in localStorage (every tab of this browser, across restarts of the
 * browser and of the server) under `emberforge:seatKey:<tableId>`. The key gives the seat back with
 * `joinById(id, { seatKey })` when the reconnection token (sessionStorage, session.ts) cannot.
 */
import { SEAT_KEY_PATTERN } from '../../shared/protocol/seatKey.js';

const PREFIX = 'emberforge:seatKey:';

const memory = new Map<string, string>();

/** localStorage; a memory map where there is none (Node: the net module's tests). */
function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    const s = (globalThis as { localStorage?: Storage }).localStorage;
    if (s) return s;
  } catch {
    return null; // blocked by the browser's settings
  }
  return {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  };
}

/** Keys of one kind per table, in localStorage under `<prefix><tableId>`. */
function keysUnder(prefix: string) {
  return {
    save(tableId: string, key: string): void {
      if (!SEAT_KEY_PATTERN.test(key)) return;
      try {
        storage()?.setItem(prefix + tableId, key);
      } catch {
        // storage full or blocked: the seat comes back with the reconnection token only
      }
    },
    load(tableId: string): string | null {
      try {
        const key = storage()?.getItem(prefix + tableId) ?? null;
        return key !== null && SEAT_KEY_PATTERN.test(key) ? key : null;
      } catch {
        return null;
      }
    },
    forget(tableId: string): void {
      try {
        storage()?.removeItem(prefix + tableId);
      } catch {
        // ignore
      }
    },
  };
}

const seatKeys = keysUnder(PREFIX);
export const saveSeatKey = seatKeys.save;
export const loadSeatKey = seatKeys.load;
export const forgetSeatKey = seatKeys.forget;

/**
 * The caster key of a table this browser created (`welcome.casterKey`, sent to the creator's
 * connection only): kept so that the caster overlay link is still offered after a reload or a restart.
 */
const casterKeys = keysUnder('emberforge:casterKey:');
export const saveCasterKey = casterKeys.save;
export const loadCasterKey = casterKeys.load;
