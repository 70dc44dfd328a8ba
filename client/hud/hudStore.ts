/**
 * The HUD's own draft state for the step being built (which zone the player opened, the Runarium
 * and Gildar drafts). Ignar discards/takes and Durgaz payments live in uiStore.selection, which the
 * scene can read too. Everything here is cleared when the game version changes.
 */
import { create } from 'zustand';
import type { AbilityChoice, CardId, Material, Zone } from '../../shared/index.js';

export interface RuneDraft {
  mode: 'forged' | 'ephemeral';
  cardId: CardId | null;
  choice: AbilityChoice;
}

export interface GildarDraft {
  weaponId: CardId | null;
  slot: number | null;
  materials: Material[];
}

export interface HudState {
  openZone: Zone | null;
  rune: RuneDraft;
  gildar: GildarDraft;
  showLog: boolean;
  victoryDismissed: boolean;
  /** The 3D scene is on screen (it then shows the inspected card itself). */
  sceneMounted: boolean;
  /**
   * The table is on screen with the game's data (its first such frame is drawn), or no scene will draw
   * it (?noscene, the scene failed): a table's HUD shows from then on (useTableShown).
   */
  tableReady: boolean;
  /** The HTML hand strip is open while the scene is on screen (it is always open without the scene). */
  handOpen: boolean;
  /** Clean view for streams: the HUD is hidden but for the spectator count and a toggle (key H). */
  clean: boolean;
  /** An action is pending: sent (against `version`), and the server has not answered it yet. */
  pending: { id: number; version: number } | null;
  /** Marks an action as sent; returns its id (its answer ends exactly this one). */
  beginPending: (version: number) => number;
  /** Ends the pending state (all of it, or only the given one, so a late answer clears nothing newer). */
  endPending: (id?: number) => void;
  toggleClean: () => void;
  toggleHand: () => void;
  setSceneMounted: (mounted: boolean) => void;
  setTableReady: (ready: boolean) => void;
  setOpenZone: (zone: Zone | null) => void;
  setRune: (rune: Partial<RuneDraft>) => void;
  setGildar: (gildar: Partial<GildarDraft>) => void;
  resetDrafts: () => void;
  toggleLog: () => void;
  dismissVictory: (dismissed: boolean) => void;
}

export const emptyRune: RuneDraft = { mode: 'forged', cardId: null, choice: {} };
export const emptyGildar: GildarDraft = { weaponId: null, slot: null, materials: [] };

let pendingSeq = 0;

export const useHudStore = create<HudState>((set) => ({
  openZone: null,
  rune: emptyRune,
  gildar: emptyGildar,
  showLog: true,
  victoryDismissed: false,
  sceneMounted: false,
  tableReady: false,
  handOpen: false,
  clean: false,
  pending: null,
  beginPending: (version) => {
    const id = ++pendingSeq;
    set({ pending: { id, version } });
    return id;
  },
  endPending: (id) => set((s) => (s.pending && (id === undefined || s.pending.id === id) ? { pending: null } : s)),
  toggleClean: () => set((s) => ({ clean: !s.clean })),
  toggleHand: () => set((s) => ({ handOpen: !s.handOpen })),
  setSceneMounted: (sceneMounted) => set({ sceneMounted }),
  setTableReady: (tableReady) => set({ tableReady }),
  setOpenZone: (openZone) => set({ openZone }),
  setRune: (rune) => set((s) => ({ rune: { ...s.rune, ...rune } })),
  setGildar: (gildar) => set((s) => ({ gildar: { ...s.gildar, ...gildar } })),
  resetDrafts: () => set((s) => ({ rune: { ...emptyRune, mode: s.rune.mode }, gildar: emptyGildar })),
  toggleLog: () => set((s) => ({ showLog: !s.showLog })),
  dismissVictory: (victoryDismissed) => set({ victoryDismissed }),
}));
