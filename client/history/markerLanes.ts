/**
 * Rows for the replay timeline's markers (pure): a marker that would sit on or next to another one of
 * the same row (the last commission and the victory share an action; forgings come in runs) goes up
 * a row, so every marker stays visible and clickable. At most MAX_LANES rows; beyond, the last row.
 */
export const MAX_LANES = 3;

/** Markers closer than this share of the timeline's length overlap on a slider a few hundred px wide. */
export const MIN_GAP_SHARE = 0.015;

/** Each marker's row (0 next to the slider) for markers sorted by position, and the number of rows. */
export function markerLanes(positions: readonly number[], length: number): { lanes: number[]; count: number } {
  const gap = Math.max(1, length * MIN_GAP_SHARE);
  const lastInLane: number[] = [];
  const lanes = positions.map((p) => {
    let lane = lastInLane.findIndex((q) => p - q >= gap);
    if (lane < 0) lane = lastInLane.length < MAX_LANES ? lastInLane.length : MAX_LANES - 1;
    lastInLane[lane] = p;
    return lane;
  });
  return { lanes, count: Math.max(1, lastInLane.length) };
}
