/** Small easing helpers for per-frame motion. */
export const easeInOutCubic = (t: number): number => (t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2);
export const easeOutCubic = (t: number): number => 1 - Math.pow(1 - t, 3);
/** Frame delta clamped so that the first frame after an idle pause does not jump. */
export const clampDelta = (dt: number): number => Math.min(dt, 0.1);
/** Moves `current` toward `target` by at most rate * dt (a linear approach used for fades). */
export function approach(current: number, target: number, step: number): number {
  if (current < target) return Math.min(target, current + step);
  return Math.max(target, current - step);
}
/** Milliseconds now, for tweens timed by elapsed wall time (never by frame count: a slow renderer
 * drawing a frame every few seconds must still end a tween on time and in the right place). */
export const nowMs = (): number => (typeof performance === 'undefined' ? 0 : performance.now());
/** Progress 0..1 of a tween started at `startMs` lasting `seconds` (1 when seconds <= 0). */
export function tweenProgress(startMs: number, seconds: number, now: number = nowMs()): number {
  if (seconds <= 0) return 1;
  return Math.min(1, Math.max(0, (now - startMs) / (seconds * 1000)));
}
/**
 * How long an attention pulse (pickable zones, highlighted cards) beats before it holds still: three
 * beats of sin(4t), ending on a crest (beat = 1), so an idle table stops drawing frames.
 */
export const PULSE_SECONDS = (Math.PI / 2 + 4 * Math.PI) / 4;
