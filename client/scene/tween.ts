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
