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

export const useViewInsets = create<{ insets: ViewInsets; setInsets: (insets: ViewInsets) => void }>((set, get) => ({
  insets: NO_INSETS,
  setInsets: (insets) => {
    const old = get().insets;
    if (old.left !== insets.left || old.right !== insets.right || old.top !== insets.top || old.bottom !== insets.bottom) set({ insets });
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
