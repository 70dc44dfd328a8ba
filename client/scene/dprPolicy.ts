/**
 * The canvas's pixel ratio policy (pure). In the clean view (the overlay / stream view) the picture
 * never drops below the device pixel ratio: a stream scaled from a lowered resolution looks blurry.
 * Elsewhere a slow machine lowers it a step at a time, and as soon as frames are fast again it goes
 * straight back to full resolution (within the monitor's one-second window), not step by step.
 */
export const MAX_DPR = 2;
export const MIN_DPR = 0.75;
export const DPR_STEP = 0.25;

/** The full resolution: the device's pixel ratio, at most MAX_DPR. */
export function fullDpr(devicePixelRatio: number): number {
  return Math.min(MAX_DPR, devicePixelRatio > 0 ? devicePixelRatio : 1);
}

/** The lowest pixel ratio allowed in this view. */
export function dprFloor(clean: boolean, full: number): number {
  return clean ? full : Math.min(MIN_DPR, full);
}

/** The next pixel ratio after the performance monitor's verdict. */
export function nextDpr(current: number, verdict: 'decline' | 'incline', clean: boolean, full: number): number {
  if (verdict === 'incline') return full;
  return Math.max(dprFloor(clean, full), Math.min(full, current - DPR_STEP));
}
