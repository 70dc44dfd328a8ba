/**
 * DWARF's synced state as its field table (gameFields.ts) writes it: the contract its Colyseus Schema
 * classes (server/games/dwarf/schema/) implement. Only the public view travels: no Mountain's order and
 * no Special card below a pile's top has a field here (DWARF has no private parts).
 */
import type { WireList, WireMakers } from '../../../protocol/wireShapes.js';

export interface ResourcesWire {
  iron: number;
  gold: number;
  steel: number;
  artefacts: number;
  medals: number;
}

export interface ParticipantWire {
  name: string;
  color: string;
  automa: boolean;
  res: ResourcesWire;
  specials: number;
}

/** One position's worker; `who` -1 = nobody there. */
export interface WorkerWire {
  who: number;
  extra: boolean;
  spent: boolean;
}

/** One stack of a mine, bottom first (a Schema list cannot hold lists directly). */
export interface StackWire {
  cards: WireList<string>;
}

/** A Special pile as everyone sees it: its top card ('' = empty pile) and how many cards it holds. */
export interface PileWire {
  top: string;
  count: number;
}

export interface MineWire {
  stacks: WireList<StackWire>;
  mountainCount: number;
  piles: WireList<PileWire>;
}

/** A card effect: its kind, the monster ('' unless a monster) and the recipe (0s unless a forge). */
export interface EffectWire {
  kind: string;
  monster: string;
  steel: number;
  gold: number;
  iron: number;
}

export interface WorkItemWire {
  card: string;
  /** -1 = a Special card's worker side (no position). */
  pos: number;
  effect: EffectWire;
  changeFirstPlayer: boolean;
}

/** The conversion choice waiting for a seat; `who` -1 = none. */
export interface ChoiceWire {
  who: number;
  reason: string;
  items: WireList<WorkItemWire>;
}

export interface RoundWire {
  pass: number;
  turn: number;
  baseLeft: WireList<number>;
  received: WireList<number>;
  calls: WireList<number>;
  helpQueue: WireList<number>;
  step: number;
  orcRaid: boolean;
  passMarker: boolean;
  /** '' = none. */
  lastDrawn: string;
  humanFirst: string;
}

export interface GameWire {
  version: number;
  seatCount: number;
  /** '' at a table of 2-5. */
  automa: string;
  mountainOrder: string;
  round: number;
  phase: string;
  firstPlayer: number;
  players: WireList<ParticipantWire>;
  workers: WireList<WorkerWire>;
  discard: WireList<string>;
  r: RoundWire;
  /** The Special card in play: `specialWho` -1 = none. */
  specialWho: number;
  specialCard: string;
  specialMine: number;
  specialStage: string;
  choice: ChoiceWire;
  /** The end: `endCause` '' = the game goes on. */
  endCause: string;
  endWinners: WireList<number>;
  endAutomaWins: boolean;
  endDecidedBy: string;
  mines: WireList<MineWire>;
}

/** The wire objects DWARF's field table creates as its lists grow. */
export interface DwarfMakers extends WireMakers {
  participant(): ParticipantWire;
  worker(): WorkerWire;
  mine(): MineWire;
  stack(): StackWire;
  pile(): PileWire;
  workItem(): WorkItemWire;
}

/** The makers a write context holds, as DWARF's (the server's binding gives them all). */
export const dwarfMakers = (m: WireMakers): DwarfMakers => m as DwarfMakers;
