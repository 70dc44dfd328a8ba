/** The player's name and colour, remembered in localStorage between visits. */
import { PLAYER_COLORS } from '../../shared/platform/seats.js';
import type { PlayerColor } from '../../shared/platform/seats.js';
import { normalizePlayerName } from '../../shared/protocol/playerName.js';

const KEY = 'emberforge:identity';

export interface Identity {
  name: string;
  color: PlayerColor;
}

export function loadIdentity(): Identity {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Identity>;
    const color = PLAYER_COLORS.includes(raw.color as PlayerColor) ? (raw.color as PlayerColor) : 'red';
    return { name: typeof raw.name === 'string' ? raw.name.slice(0, 24) : '', color };
  } catch {
    return { name: '', color: 'red' };
  }
}

export function saveIdentity(identity: Identity): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(identity));
  } catch {
    // storage blocked: nothing to remember
  }
}

/** The name an empty name field stands for: its placeholder, and what is sent (a name, in any language). */
export const DEFAULT_PLAYER_NAME = 'Thorin';

/** The name to send: normalised as the server will (shared/protocol/playerName); the placeholder's when the field is empty. */
export function fallbackName(name: string): string {
  if (!name.trim()) return DEFAULT_PLAYER_NAME;
  const checked = normalizePlayerName(name);
  return checked.ok ? checked.name : name; // the server answers a bad name with a clear error
}
