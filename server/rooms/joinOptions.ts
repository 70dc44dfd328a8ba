/** Checks the options a client joins a table with (untrusted JSON). */
import { PLAYER_COLORS, type PlayerColor } from '../../shared/index.js';
import { normalizePlayerName, PLAYER_NAME_MAX } from '../../shared/protocol/playerName.js';
import type { Checked } from './tableOptions.js';

export const NAME_MAX = PLAYER_NAME_MAX;

export type JoinRequest = { role: 'spectator' } | { role: 'player'; name: string; color: PlayerColor | null; seat: number | null };

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function parseJoinOptions(raw: unknown): Checked<JoinRequest> {
  const o = isObj(raw) ? raw : {};
  if (o.spectator === true) return { ok: true, value: { role: 'spectator' } };
  if (o.spectator !== undefined && o.spectator !== false) return { ok: false, message: 'spectator must be a boolean' };
  const checked = normalizePlayerName(o.name ?? 'Dwarf'); // shared/protocol/playerName
  if (!checked.ok) return { ok: false, message: checked.message };
  const name = checked.name;
  let color: PlayerColor | null = null;
  if (o.color !== undefined && o.color !== null) {
    if (typeof o.color !== 'string' || !(PLAYER_COLORS as readonly string[]).includes(o.color))
      return { ok: false, message: `color must be one of ${PLAYER_COLORS.join(', ')}` };
    color = o.color as PlayerColor;
  }
  let seat: number | null = null;
  if (o.seat !== undefined && o.seat !== null) {
    if (typeof o.seat !== 'number' || !Number.isInteger(o.seat) || o.seat < 0 || o.seat > 3)
      return { ok: false, message: 'seat must be an integer 0-3' };
    seat = o.seat;
  }
  return { ok: true, value: { role: 'player', name, color, seat } };
}
