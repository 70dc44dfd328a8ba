/**
 * Which HUD insets the camera frames the table for (pure). The HUD's panels change height all the
 * time (a composer opens, the hand strip folds, a log line wraps): framing the measured insets
 * directly moved the camera each time. The framing instead holds its insets: a side's inset only
 * grows (rounded up to a coarse step, so a panel growing a few pixels does not move the camera again)
 * and never shrinks while the canvas keeps its size; a new canvas size or the HUD going away (clean
 * view: no insets at all) frames afresh.
 */
import type { ViewInsets } from '../state/viewInsets.js';

/** Growth is rounded up to this share of the canvas's height (bottom, top) or width (left, right). */
export const INSET_STEP = 0.08;

export interface Held {
  insets: ViewInsets;
  width: number;
  height: number;
}

const SIDES = ['left', 'right', 'top', 'bottom'] as const;

const none = (i: ViewInsets) => i.left + i.right + i.top + i.bottom === 0;

export function holdInsets(held: Held | null, measured: ViewInsets, width: number, height: number): Held {
  const fresh = !held || held.width !== width || held.height !== height || none(measured) || none(held.insets);
  const base = fresh ? { left: 0, right: 0, top: 0, bottom: 0 } : held.insets;
  const insets = { ...base };
  for (const side of SIDES) {
    const span = side === 'left' || side === 'right' ? width : height;
    const step = Math.max(1, Math.round(span * INSET_STEP));
    if (measured[side] > base[side]) insets[side] = Math.ceil(measured[side] / step) * step;
    else if (measured[side] === 0 && fresh) insets[side] = 0;
  }
  const same = !!held && !fresh && SIDES.every((s) => insets[s] === held.insets[s]);
  return same ? held : { insets, width, height };
}
