/**
 * What the HUD shows large or open: the card under the pointer or the keyboard focus in the HUD (a
 * stack's card, a pile's top), and the stack being looked through. The 3D table's hovered target is
 * the pick store's (play/pickStore.ts); the card preview shows either.
 */
import { create } from 'zustand';
import type { CardId, Pos } from '../../../../shared/games/dwarf/index.js';

export interface Inspected {
  card: CardId;
  /** A Special card still in its pile shows its worker side first. */
  side: 'mine' | 'worker';
}

interface InspectState {
  inspected: Inspected | null;
  /** The position whose stack is open (StackBrowser), or null. */
  browsing: Pos | null;
  inspect: (inspected: Inspected | null) => void;
  browse: (pos: Pos | null) => void;
}

export const useInspectStore = create<InspectState>()((set) => ({
  inspected: null,
  browsing: null,
  inspect: (inspected) => set({ inspected }),
  browse: (browsing) => set({ browsing }),
}));
