/**
 * A seat overlay streams its player's own hand behind the table's delay. Under this many seconds the
 * stream shows the hand almost as it is played, to every viewer, opponents too: the links dialog and the
 * waiting room warn a player at such a table (issue 38).
 */
export const SEAT_OVERLAY_SAFE_DELAY_SECONDS = 30;

/** Whether a player's seat overlay at a table with this delay shows their hand too soon (and a delay there is). */
export function seatOverlayTooSoon(delaySeconds: number): boolean {
  return delaySeconds > 0 && delaySeconds < SEAT_OVERLAY_SAFE_DELAY_SECONDS;
}
