/** The player's name and colour, remembered in localStorage between visits. */
import { PLAYER_COLORS } from '../../shared/engine/constants.js';
import type { PlayerColor } from '../../shared/index.js';

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

/** A name to use when the field is left empty. */
export function fallbackName(name: string): string {
  const trimmed = name.trim().slice(0, 24);
  return trimmed || 'Dwarf';
}
