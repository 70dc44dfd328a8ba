/**
 * A new game from its config: the starters in the mine(s), each Mountain shuffled (or its 2-lantern
 * cards on top of its 3-lantern ones), the Special cards shuffled into three piles of three per mine,
 * the first player drawn by the seed (solo: the automa, always), then round 1 begins.
 */
import { MOUNTAIN_CARDS, SPECIAL_CARDS, STARTERS } from '../cards/cardData.js';
import { gridIndex, inSet } from '../cards/cardLookup.js';
import type { CardId } from '../cards/cardTypes.js';
import { isGameSeed, rngFromSeed, rngInt, rngShuffle, type GameRng } from '../../../platform/random/secretRng.js';
import {
  AUTOMA_COLOR,
  AUTOMA_LEVELS,
  AUTOMA_NAMES,
  MAX_SEATS,
  MIN_SEATS,
  MINE_SIZE,
  MOUNTAIN_ORDERS,
  PILES_PER_MINE,
  minesFor,
  noResources,
  type MountainOrder,
} from './constants.js';
import { Draft } from './draft.js';
import { advance, freshRound, startRound } from './roundFlow.js';
import type { GameConfig, GameState, Mine, Participant } from './state.js';

export function configError(config: GameConfig): string | null {
  if (!config || !Array.isArray(config.players)) return 'The config needs a list of players.';
  const n = config.players.length;
  if (n < MIN_SEATS || n > MAX_SEATS) return `DWARF is played by ${MIN_SEATS} to ${MAX_SEATS} players, not ${n}.`;
  const colors = new Set<string>();
  for (const p of config.players) {
    if (!p || typeof p.name !== 'string' || p.name.trim() === '') return 'Every player needs a name.';
    if (typeof p.color !== 'string' || p.color === '') return 'Every player needs a colour.';
    if (colors.has(p.color)) return `Two players cannot both be ${p.color}.`;
    colors.add(p.color);
  }
  if (!isGameSeed(config.seed)) return 'The seed must be 64 hex digits or a whole number 0-4294967295.';
  if (config.automa !== undefined && !(AUTOMA_LEVELS as readonly string[]).includes(config.automa))
    return `Unknown automa level ${String(config.automa)}.`;
  if (config.mountain !== undefined && !(MOUNTAIN_ORDERS as readonly string[]).includes(config.mountain))
    return `Unknown Mountain order ${String(config.mountain)}.`;
  return null;
}

function shuffled(ids: CardId[], rng: GameRng): { items: CardId[]; rng: GameRng } {
  const r = rngShuffle(ids, rng);
  return { items: r.items, rng: r.state };
}

/** Each set's card ids, built once (a second set's ids are new strings: made once, looked up ever after). */
const SET_IDS = [0, 1].map((m) => ({
  starters: STARTERS.map((c) => ({ at: gridIndex(c.pos), id: inSet(c.id, m) })),
  mountain: MOUNTAIN_CARDS.map((c) => inSet(c.id, m)),
  twoLanterns: MOUNTAIN_CARDS.filter((c) => c.lanterns === 2).map((c) => inSet(c.id, m)),
  threeLanterns: MOUNTAIN_CARDS.filter((c) => c.lanterns === 3).map((c) => inSet(c.id, m)),
  specials: SPECIAL_CARDS.map((c) => inSet(c.id, m)),
}));

function buildMine(m: number, order: MountainOrder, rng0: GameRng): { mine: Mine; rng: GameRng } {
  const ids = SET_IDS[m]!;
  let rng = rng0;
  const stacks: CardId[][] = Array.from({ length: MINE_SIZE }, () => []);
  for (const c of ids.starters) stacks[c.at]!.push(c.id);
  let mountain: CardId[];
  if (order === 'lanterns') {
    const two = shuffled(ids.twoLanterns, rng);
    const three = shuffled(ids.threeLanterns, two.rng);
    mountain = [...two.items, ...three.items];
    rng = three.rng;
  } else {
    const all = shuffled(ids.mountain, rng);
    mountain = all.items;
    rng = all.rng;
  }
  const specials = shuffled(ids.specials, rng);
  const per = specials.items.length / PILES_PER_MINE;
  const piles = Array.from({ length: PILES_PER_MINE }, (_, k) => specials.items.slice(k * per, (k + 1) * per));
  return { mine: { stacks, mountain, piles }, rng: specials.rng };
}

/** The state of a new game, waiting on the first seat to act; throws on an invalid config (see configError). */
export function createGame(config: GameConfig): GameState {
  const problem = configError(config);
  if (problem) throw new Error(problem);
  const n = config.players.length;
  const automa = n === 1 ? (config.automa ?? 'eldhusfifl') : null;
  const order = config.mountain ?? 'shuffled';
  let rng = rngFromSeed(config.seed);
  const mines: Mine[] = [];
  for (let m = 0; m < minesFor(n); m++) {
    const built = buildMine(m, order, rng);
    mines.push(built.mine);
    rng = built.rng;
  }
  const players: Participant[] = config.players.map((p) => ({
    name: p.name,
    color: p.color,
    automa: false,
    res: noResources(),
    specials: 0,
  }));
  if (automa) players.push({ name: AUTOMA_NAMES[automa], color: AUTOMA_COLOR, automa: true, res: noResources(), specials: 0 });
  const firstPlayer = automa ? n : rngInt(rng, n).value;
  const base: GameState = {
    version: 0,
    seatCount: n,
    automa,
    mountainOrder: order,
    round: 0,
    phase: 'selection',
    firstPlayer,
    players,
    workers: new Array(minesFor(n) * MINE_SIZE).fill(null),
    discard: [],
    r: freshRound({ players } as GameState),
    special: null,
    choice: null,
    end: null,
    mines,
  };
  const d = new Draft(base);
  startRound(d, 1);
  advance(d);
  return d.s;
}
