/** The whole truth of one game: plain JSON-serialisable data, never mutated in place by the engine. */
import type { CardId, MaterialCounts, PlayerColor, Seat, Zone } from './constants.js';
import type { GameRng, GameSeed } from '../../../platform/random/secretRng.js';

export type { GameRng, GameSeed } from '../../../platform/random/secretRng.js';

export interface PlayerConfig {
  name: string;
  color: PlayerColor;
}

export interface GameConfig {
  players: PlayerConfig[]; // 2..4, distinct colours, seat order = list order
  /**
   * The whole game follows from it and the action log. A server's game: its secret (64 hex digits,
   * 256 bits). A number 0..2^32-1: simulations, tests and the practice game only (predictable).
   */
  seed: GameSeed;
  roundLimit?: number; // default DEFAULT_ROUND_LIMIT
  /** 'first' (the rulebook's oldest player = seat 0, default), 'random' (from the seed), or a seat. */
  startPlayer?: 'first' | 'random' | Seat;
}

export type Heat = 'none' | 'overheat' | 'cooldown';

export interface ZoneState {
  /** One entry per ember on the zone: the seat that owns it, in placement order. */
  embers: Seat[];
  /** Overheat locks the zone; cooldown lifts the ember limit. */
  heat: Heat;
  /** For a cooldown: the last round it applies to (removed at the end of that round). */
  heatRound: number;
}

/** A card in a play area: forged (upright) or in progress (horizontal, with paid tokens on it). */
export interface PlayCard {
  id: CardId;
  forged: boolean;
  paid: MaterialCounts;
}

/** Fields of a player that everybody may see. */
export interface PlayerPublic {
  seat: Seat;
  name: string;
  color: PlayerColor;
  play: PlayCard[];
  materials: MaterialCounts;
  commissionTokens: number;
  /** Zones this player has resolved (or closed) in the current activation phase. */
  resolvedZones: Zone[];
}

export interface PlayerState extends PlayerPublic {
  hand: CardId[];
}

export type Phase = 'placement' | 'activation' | 'ended';

export type VictoryReason = 'forgeMastery' | 'guildPrestige' | 'roundLimit';

export interface Winner {
  seats: Seat[]; // more than one only for a shared win at the round limit
  reason: VictoryReason;
}

/** A zone a player has started resolving ember by ember (Runarium, Gildar). */
export interface Resolving {
  zone: Zone;
  /** Embers of this zone not yet used. */
  remaining: number;
}

/** Fields shared by the state and every view (the rules can be checked on either). */
export interface TableBase {
  version: number; // rises by 1 on every accepted action
  playerCount: number;
  roundLimit: number;
  round: number; // 1-based
  phase: Phase;
  forgemaster: Seat;
  /** Whose turn it is in the current phase (placement or activation). */
  activeSeat: Seat;
  /** How many players have finished their turn in the current phase (0..playerCount-1). */
  turnIndex: number;
  /** Embers placed by the active player in this placement turn. */
  placedThisTurn: number;
  zones: Record<Zone, ZoneState>;
  discard: CardId[]; // face up; last element = top
  commissions: (CardId | null)[]; // COMMISSION_SLOTS face-up slots
  supply: MaterialCounts;
  resolving: Resolving | null;
  winner: Winner | null;
}

export interface GameState extends TableBase {
  /** The secret random state (ChaCha20 key + position), advanced only by shared/platform/random/secretRng.ts. Never in a view. */
  rng: GameRng;
  deck: CardId[]; // face down; index 0 = top
  box: CardId[]; // removed from the game (weapons delivered to commissions)
  players: PlayerState[];
}
