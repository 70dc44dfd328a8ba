/**
 * What a player means, whatever the device: a key, a HUD button and a pick in the 3D scene (or on
 * the HUD's hand and board) all become one of these, and `dispatchIntent` gives it its meaning in
 * the current step. Keys map to intents here; the README lists them.
 */
import type { AbilityChoice, Material, Payment } from '../../../../shared/games/emberforge/index.js';
import type { PickTarget } from './draftStore.js';
import { zoneForKey } from '../viewModel/zones.js';

export type Intent =
  /** A zone, card, commission or material (scene, hand bar, board summary, zone buttons, keys 1-4). */
  | { kind: 'pick'; target: PickTarget }
  /** The step's confirm: the composer's action, else end placement / end turn (Enter, confirm buttons). */
  | { kind: 'confirm' }
  /** Drop the draft and leave the zone being built (Esc, Back). */
  | { kind: 'cancel' }
  | { kind: 'endTurn' }
  | { kind: 'endPlacement' }
  | { kind: 'closeZone' }
  /** Gildar: draw a card for one ember. */
  | { kind: 'draw' }
  /** Clean view for streams (H; players and spectators). */
  | { kind: 'toggleClean' }
  /** Durgaz: add or remove one payment (a pay button; a card pick pays its next material). */
  | { kind: 'togglePayment'; payment: Payment }
  /** Ignar: the tokens to take (the material counters). */
  | { kind: 'setTake'; materials: Material[] }
  /** Gildar: the two free materials of a commission. */
  | { kind: 'setRewards'; materials: Material[] }
  /** Runarium: the ability's choices (zone, material, card...). */
  | { kind: 'setChoice'; choice: AbilityChoice };

/** The intent of a key (no modifier), or null: 1-4 the zones in table order, Enter, Esc, H. */
export function intentForKey(key: string): Intent | null {
  const zone = zoneForKey(key);
  if (zone) return { kind: 'pick', target: { kind: 'zone', zone } };
  if (key === 'Enter') return { kind: 'confirm' };
  if (key === 'Escape') return { kind: 'cancel' };
  if (key === 'h' || key === 'H') return { kind: 'toggleClean' };
  return null;
}
