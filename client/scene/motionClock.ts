/**
 * When the table's running animations end (ms, on tween.ts's nowMs clock): a game's scene notes each
 * animation as it starts (an ember's flight, a card's move, a burst), and the director camera never
 * cuts before that time (director.ts, MAX_MOTION_WAIT_MS at most). A plain module value: written at an
 * animation's start, read when the director decides, never per frame and never rendered.
 */
import { nowMs } from './tween.js';

let until = 0;

/** An animation of `seconds` starts now. */
export function noteMotion(seconds: number, now: number = nowMs()): void {
  until = Math.max(until, now + seconds * 1000);
}

/** When the last animation noted ends (ms); in the past when the table is still. */
export function motionUntil(): number {
  return until;
}
