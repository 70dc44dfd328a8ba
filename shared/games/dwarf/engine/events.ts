/**
 * What happened, for animations, the game log and the audience's views. Nothing in DWARF's events is
 * hidden from anyone: a card is named once it is face up. Every action's first event names the action
 * itself (workerPlaced, specialTaken or decided), so that the public view can follow the events alone
 * (viewAfterEvents.ts).
 */
import type { CardId } from '../cards/cardTypes.js';
import type { Resources } from './constants.js';
import type { DecidedBy, EndCause, Phase, Pos, Seat, Who } from './state.js';

export type { CardId };

export type GameEvent =
  | { type: 'roundStarted'; round: number; firstPlayer: Who }
  /** Drawn from a mine's Mountain and placed on its position. */
  | { type: 'cardPlaced'; card: CardId; pos: Pos }
  /** Drawn and discarded by the same-position rule. */
  | { type: 'cardDiscarded'; card: CardId; mine: number }
  /** A card had to be drawn from an empty Mountain: the game ends at once. */
  | { type: 'mountainEmpty'; mine: number }
  /** A phase or step begins (Defend is run by the engine: it has no phase of its own in the state). */
  | { type: 'phaseStarted'; phase: Phase | 'defend' }
  | { type: 'workerPlaced'; who: Who; pos: Pos; extra: boolean }
  /** A participant had nothing legal to do with a worker (it stays idle this round). */
  | { type: 'turnSkipped'; who: Who }
  /** An extra worker found no free position. */
  | { type: 'workerLost'; who: Who }
  | { type: 'specialTaken'; who: Who; pile: number; card: CardId; pay: 'workers' | 'iron' }
  /** The pile's new top card (null: the pile is empty). */
  | { type: 'specialRevealed'; pile: number; card: CardId | null }
  /** A Special card turned over into the mine. */
  | { type: 'specialPlaced'; card: CardId; pos: Pos }
  /** A seat's choice: do (convert) or decline item `item` of its choice. */
  | { type: 'decided'; who: Seat; item: number; convert: boolean }
  /** A card's effect resolved for `who` (done: false when declined or not paid). pos is null for a worker side. */
  | { type: 'worked'; who: Who; card: CardId; pos: Pos | null; done: boolean }
  | { type: 'resources'; who: Who; change: Partial<Resources> }
  | { type: 'helpCalled'; who: Who; workers: number }
  | { type: 'monsterDefeated'; card: CardId; pos: Pos; who: Who }
  | { type: 'monsterAttacked'; card: CardId; pos: Pos }
  /** Orc Raiders were not stopped: the Forge step does nothing this round. */
  | { type: 'forgesBlocked' }
  /** The first player resolved a Change First Player card: the marker passes at the end of the round. */
  | { type: 'markerWillPass'; who: Who }
  | { type: 'roundEnded'; round: number; firstPlayer: Who }
  | { type: 'gameEnded'; cause: EndCause; winners: Seat[]; automaWins: boolean; decidedBy: DecidedBy };

export type GameEventType = GameEvent['type'];
