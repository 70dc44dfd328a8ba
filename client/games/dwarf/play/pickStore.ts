/**
 * What the pointer means on DWARF's table, shared by the 3D scene and the HUD: the target under the
 * pointer (both glow it), and a Special pile waiting for the player to say how to pay (both base
 * workers, or 4 iron and one), when both ways are open. Per-frame motion never goes here.
 */
import { create } from 'zustand';
import type { DwarfPick } from './picks.js';

export interface PickState {
  /** The position or pile under the pointer (or focused in the HUD). */
  hovered: DwarfPick | null;
  /** A pile picked while both ways to pay are legal: the HUD asks which (pickTarget.ts). */
  payFor: number | null;
  hover: (pick: DwarfPick | null) => void;
  choosePay: (pile: number | null) => void;
}

export const usePickStore = create<PickState>()((set) => ({
  hovered: null,
  payFor: null,
  hover: (hovered) => set({ hovered }),
  choosePay: (payFor) => set({ payFor }),
}));
