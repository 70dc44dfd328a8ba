/** A new game from its config: shuffled deck, three distinct commissions, hands, starting materials, start player. */
import { allCardIds } from './cardLookup.js';
import {
  COMMISSION_SLOTS,
  DEFAULT_ROUND_LIMIT,
  MATERIAL_SUPPLY_PER_TYPE,
  MAX_PLAYERS,
  MIN_PLAYERS,
  PLAYER_COLORS,
  STARTING_HAND,
  emptyMaterials,
} from './constants.js';
import type { Seat } from './constants.js';
import { startDraft } from './draft.js';
import { refillSlot } from './commissions.js';
import { drawCards } from './deck.js';
import { gainMaterials } from './materials.js';
import { isGameSeed, rngFromSeed, rngInt, rngShuffle } from '../../../platform/random/secretRng.js';
import type { GameConfig, GameState, ZoneState } from './state.js';

/** Why a config cannot start a game, or null. */
export function configError(config: GameConfig): string | null {
  if (!config || !Array.isArray(config.players)) return 'The config needs a list of players.';
  const n = config.players.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) return `A game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${n}.`;
  const colors = new Set<string>();
  for (const p of config.players) {
    if (!p || typeof p.name !== 'string' || p.name.trim() === '') return 'Every player needs a name.';
    if (!(PLAYER_COLORS as readonly string[]).includes(p.color)) return `Unknown colour ${String(p?.color)}.`;
    if (colors.has(p.color)) return `Two players cannot both be ${p.color}.`;
    colors.add(p.color);
  }
  if (!isGameSeed(config.seed)) return 'The seed must be 64 hex digits or a whole number 0-4294967295.';
  const limit = config.roundLimit ?? DEFAULT_ROUND_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) return 'The round limit must be a positive whole number.';
  const sp = config.startPlayer ?? 'first';
  if (sp !== 'first' && sp !== 'random' && !(Number.isInteger(sp) && sp >= 0 && sp < n)) {
    return `The start player must be 'first', 'random' or a seat from 0 to ${n - 1}.`;
  }
  return null;
}

const zone = (): ZoneState => ({ embers: [], heat: 'none', heatRound: 0 });

/** Creates the state of a new game; throws on an invalid config (see configError). */
export function createGame(config: GameConfig): GameState {
  const problem = configError(config);
  if (problem) throw new Error(problem);
  const n = config.players.length;
  const shuffled = rngShuffle(allCardIds(), rngFromSeed(config.seed));
  const full = MATERIAL_SUPPLY_PER_TYPE;
  const supply = { iron: full, bronze: full, crystal: full, scale: full, mithril: full };
  const base: GameState = {
    version: 0,
    playerCount: n,
    roundLimit: config.roundLimit ?? 30,
    round: 1,
    phase: 'placement',
    forgemaster: 0,
    activeSeat: 0,
    turnIndex: 0,
    placedThisTurn: 0,
    zones: { ignar: zone(), durgaz: zone(), runarium: zone(), gildar: zone() },
    discard: [],
    commissions: new Array(COMMISSION_SLOTS).fill(null),
    supply,
    resolving: null,
    winner: null,
    rng: shuffled.state,
    deck: shuffled.items,
    box: [],
    players: config.players.map((p, seat) => ({
      seat,
      name: p.name,
      color: p.color,
      play: [],
      materials: emptyMaterials(),
      commissionTokens: 0,
      resolvedZones: [],
      hand: [],
    })),
  };
  const d = startDraft(base, null);
  for (let slot = 0; slot < COMMISSION_SLOTS; slot++) refillSlot(d, slot);
  for (let seat = 0; seat < n; seat++) {
    drawCards(d, seat, STARTING_HAND);
    gainMaterials(d, seat, { iron: 1, bronze: 1 });
  }
  let start: Seat = 0;
  const sp = config.startPlayer ?? 'first';
  if (sp === 'random') {
    const r = rngInt(d.s.rng, n);
    d.s.rng = r.state;
    start = r.value;
  } else if (typeof sp === 'number') start = sp;
  d.s.forgemaster = start;
  d.s.activeSeat = start;
  return d.s;
}
