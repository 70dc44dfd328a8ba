/**
 * How much of the canvas the HUD covers on each side, in CSS pixels (measured by the HUD, read by the
 * scene's camera framing so that the table is drawn in the part of the screen the panels leave free).
 */
import { create } from 'zustand';

export interface ViewInsets {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const NO_INSETS: ViewInsets = { left: 0, right: 0, top: 0, bottom: 0 };

/** The HUD's size when its insets were measured (CSS px). */
export interface MeasuredAt {
  width: number;
  height: number;
}

export const useViewInsets = create<{
  insets: ViewInsets;
  /** The HUD's size at the measurement: a measurement of the layout before a resize is told apart (ViewInsetFraming). */
  measuredAt: MeasuredAt | null;
  setInsets: (insets: ViewInsets, at?: MeasuredAt) => void;
}>((set, get) => ({
  insets: NO_INSETS,
  measuredAt: null,
  setInsets: (insets, at) => {
    const { insets: old, measuredAt } = get();
    const sameAt = (at?.width ?? null) === (measuredAt?.width ?? null) && (at?.height ?? null) === (measuredAt?.height ?? null);
    if (old.left !== insets.left || old.right !== insets.right || old.top !== insets.top || old.bottom !== insets.bottom || !sameAt)
      set({ insets, measuredAt: at ?? null });
  },
}));

/**
 * What the camera frames now (ViewInsetFraming): the canvas's size and the held insets its projection
 * was set for. The camera rig fits the whole-table pose to it (scene/tableFit.ts).
 */
export interface Framing {
  width: number;
  height: number;
  insets: ViewInsets;
}

export const useFraming = create<{ framing: Framing | null; setFraming: (framing: Framing | null) => void }>((set) => ({
  framing: null,
  setFraming: (framing) => set({ framing }),
}));
