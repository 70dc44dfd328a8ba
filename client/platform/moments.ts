/**
 * Moments (issue 39): what happened in a game, in the terms the table's platform parts act on. A game
 * maps each of its events to a short list of moments (client/games/<game>/moments.ts), and the overlay's
 * ticker, the log's and banner's headlines, the sounds, the director camera and the replay timeline's
 * markers read only these fields: none of them switches over a game's event types.
 *
 * Each channel's cue is the game's to name (a sound, a marker kind, a camera shot and how much it
 * matters), so a channel's styles, test ids and text keys stay the game's own words.
 */
import type { SeatIndex } from '../../shared/platform/gameModule.js';

/** What the director camera frames for a moment: a zone of the game's table, a seat's area, or the winners. */
export type CameraShot<Zone extends string = string> =
  | { kind: 'zone'; zone: Zone; why: string }
  | { kind: 'seat'; seat: SeatIndex; why: string }
  | { kind: 'victory'; seats: readonly SeatIndex[] };

/**
 * The director's priorities: the whole table (between moments), the zone where play is (the stage), and
 * a final shot (the victory: held to the end, never dropped as stale). A game's other shots rank between
 * stage and final.
 */
export const CAMERA_PRIORITY = { table: 0, stage: 10, final: 100 } as const;

/** A moment's call on the director camera: the shot and its priority (a higher one cuts in over a lower). */
export interface CameraCue<Zone extends string = string> {
  shot: CameraShot<Zone>;
  priority: number;
}

/**
 * Where play now happens (the director's shot between moments): play enters a zone, leaves that zone
 * (no change if play is elsewhere), or leaves whatever zone it was in ('any').
 */
export type StageChange<Zone extends string = string> = { enter: Zone } | { leave: Zone | 'any' };

export interface Moment<Zone extends string = string> {
  /** The game's name for it ('forged'): the ticker's and the banner's style and test id when it has a line there. */
  kind: string;
  /** The player whose doing it is, if one's (their progress goes with the ticker's line). */
  seat: SeatIndex | null;
  /** A line in the overlay's ticker. */
  ticker?: boolean;
  /** A big moment: kept when the log folds a turn away, called out by the moment banner. */
  headline?: boolean;
  /** The sound it makes. */
  sound?: string;
  /** The shot it asks of the director camera. */
  camera?: CameraCue<Zone>;
  /** How it moves the place where play happens. */
  stage?: StageChange<Zone>;
  /** Its marker on the replay timeline, and the seat the marker is about. */
  marker?: { kind: string; seat: SeatIndex | null };
}
