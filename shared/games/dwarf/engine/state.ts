/** The whole truth of one DWARF game: plain JSON data, never changed in place by the engine. */
import type { GameSeed } from '../../../platform/random/secretRng.js';
import type { CardId, Effect } from '../cards/cardTypes.js';
import type { AutomaLevel, MountainOrder, Resources } from './constants.js';

export type { CardId } from '../cards/cardTypes.js';
export type { GameSeed } from '../../../platform/random/secretRng.js';

/** A seat at the table, 0-based (a person or the platform's bot). */
export type Seat = number;
/** Anyone who plays: a seat (0..seatCount-1), or the automa (index seatCount, solo only). */
export type Who = number;
/** A position in the mines: mine * 9 + row * 3 + col (reading order goes through the first mine, then the second). */
export type Pos = number;

export interface PlayerConfig {
  name: string;
  color: string;
}

export interface GameConfig {
  /** 1-5 seats in clockwise order. */
  players: PlayerConfig[];
  /** The table's secret (64 hex digits), or a number 0..2^32-1 for tests and simulations (hides nothing). */
  seed: GameSeed;
  /** The automa's level at a solo table (1 seat; default Eldhúsfífl). Ignored with 2 seats or more. */
  automa?: AutomaLevel;
  /** The Mountain's build (default 'shuffled', the rulebook's setup). */
  mountain?: MountainOrder;
}

export interface Participant {
  name: string;
  color: string;
  /** The solo automa, played by the engine (never a seat). */
  automa: boolean;
  res: Resources;
  /** Special Actions taken in the whole game (solo: at most 3). */
  specials: number;
}

export interface Worker {
  who: Who;
  /** A Call for Help worker (its actions resolve after the base workers' in each step). */
  extra: boolean;
  /** Resolved early, when a Special card covered its card: it only blocks the position now. */
  spent: boolean;
}

export interface Mine {
  /** The nine stacks in reading order, each bottom first: the last card is the top, the one that acts. */
  stacks: CardId[][];
  /** Face down; index 0 is the next card drawn. Hidden from everyone. */
  mountain: CardId[];
  /** The three Special piles, worker side up; index 0 is the top. The cards below it are hidden. */
  piles: CardId[][];
}

export type Phase = 'selection' | 'callForHelp' | 'extract' | 'forge' | 'ended';

/** A conversion (Steel Alloy, Forge) waiting for its owner: do it, or decline it. */
export interface WorkItem {
  card: CardId;
  /** The position of the card; null for a Special card's worker side. */
  pos: Pos | null;
  effect: Effect;
  /** Resolving it as the first player passes the marker (Change First Player). */
  changeFirstPlayer: boolean;
}

/** A seat choosing which conversion to do next, or to decline one. */
export interface Choice {
  who: Seat;
  /** A Special card's worker side, the card a Special card covers, or the Extract / Forge step. */
  reason: 'special' | 'covered' | 'extract' | 'forge';
  items: WorkItem[];
}

/** A Special card taken and not yet in the mine. */
export interface SpecialInPlay {
  who: Who;
  card: CardId;
  mine: number;
  /** 'worker': its worker side is resolving; 'covered': the occupant of its position is resolving the covered card. */
  stage: 'worker' | 'covered';
}

/** What lasts one round. Arrays are indexed by participant. */
export interface RoundState {
  /** Selection: pass 1 (clockwise) or 2 (counter-clockwise), and the index of the next turn in its order. */
  pass: 1 | 2;
  turn: number;
  /** Base workers not yet placed or committed. */
  baseLeft: number[];
  /** Workers received this round (2 base + extras granted): never above 4. */
  received: number[];
  /** Seats that called for help, in the order they played their Call (the automa places its own at once). */
  calls: Who[];
  /** Extra workers still to place in the Call for Help step, in order. */
  helpQueue: Who[];
  /** Extract and Forge steps: the index of the next turn (the base workers' turns, then the extra workers'). */
  step: number;
  /** Orc Raiders attacked: no Forge action resolves this round. */
  orcRaid: boolean;
  /** The first player resolved a Change First Player card: the marker passes at the end of the round. */
  passMarker: boolean;
  /** The last Mountain card placed in the mine this round (the automa's first target). */
  lastDrawn: CardId | null;
  /** Solo: the card under the human's first worker this round, or the Special card they took (the automa's second target). */
  humanFirst: CardId | null;
}

export type EndCause = 'artefacts' | 'mountain' | 'medals';
/** How the winners were found: beating everyone on categories, a tie-break, most categories led, or a shared win. */
export type DecidedBy = 'categories' | 'mostCategories' | 'medals' | 'iron' | 'artefacts' | 'shared' | 'andvettrMedals';

export interface GameEnd {
  cause: EndCause;
  /** The winning seats (the automa is no seat: see automaWins). */
  winners: Seat[];
  automaWins: boolean;
  decidedBy: DecidedBy;
}

/** Fields of the state that every view shows as they are. */
export interface TableBase {
  /** Rises by 1 on every accepted action. */
  version: number;
  seatCount: number;
  /** The solo automa's level, or null at a table of 2-5. */
  automa: AutomaLevel | null;
  mountainOrder: MountainOrder;
  round: number;
  phase: Phase;
  /** The first player (a participant: the automa in solo). */
  firstPlayer: Who;
  players: Participant[];
  /** One entry per position (mines × 9): the worker standing there, or null. */
  workers: (Worker | null)[];
  /** Cards discarded by the same-position rule, face up (last = latest). */
  discard: CardId[];
  r: RoundState;
  special: SpecialInPlay | null;
  choice: Choice | null;
  end: GameEnd | null;
}

export interface GameState extends TableBase {
  mines: Mine[];
}
