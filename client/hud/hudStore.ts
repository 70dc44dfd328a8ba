/**
 * The HUD's own state as the shell knows it: the scene on screen and the table's first frame, the hand
 * strip, the clean view, the log, the victory dismissed, and the pending action. What a player is
 * building for the step (drafts) is the game's (client/games/<id>/play/draftStore.ts).
 */
import { create } from 'zustand';

export interface HudState {
  showLog: boolean;
  victoryDismissed: boolean;
  /** The 3D scene is on screen (it then shows the inspected card itself). */
  sceneMounted: boolean;
  /**
   * The table is on screen with the game's data (its first such frame is drawn), or no scene will draw
   * it (?noscene, the scene failed): a table's HUD shows from then on (useTableShown).
   */
  tableReady: boolean;
  /**
   * The HTML hand strip is open while the scene is on screen (it is always open without the scene); null
   * until the player chooses: the game's HUD then decides (open where the screen has room for it).
   */
  handOpen: boolean | null;
  /** Clean view for streams: the HUD is hidden but for the spectator count and a toggle (key H). */
  clean: boolean;
  /** An action is pending: sent (against `version`), and the server has not answered it yet. */
  pending: { id: number; version: number } | null;
  /** Marks an action as sent; returns its id (its answer ends exactly this one). */
  beginPending: (version: number) => number;
  /** Ends the pending state (all of it, or only the given one, so a late answer clears nothing newer). */
  endPending: (id?: number) => void;
  toggleClean: () => void;
  setHandOpen: (open: boolean) => void;
  setSceneMounted: (mounted: boolean) => void;
  setTableReady: (ready: boolean) => void;
  toggleLog: () => void;
  dismissVictory: (dismissed: boolean) => void;
}

let pendingSeq = 0;

export const useHudStore = create<HudState>((set) => ({
  showLog: true,
  victoryDismissed: false,
  sceneMounted: false,
  tableReady: false,
  handOpen: null,
  clean: false,
  pending: null,
  beginPending: (version) => {
    const id = ++pendingSeq;
    set({ pending: { id, version } });
    return id;
  },
  endPending: (id) => set((s) => (s.pending && (id === undefined || s.pending.id === id) ? { pending: null } : s)),
  toggleClean: () => set((s) => ({ clean: !s.clean })),
  setHandOpen: (handOpen) => set({ handOpen }),
  setSceneMounted: (sceneMounted) => set({ sceneMounted }),
  setTableReady: (tableReady) => set({ tableReady }),
  toggleLog: () => set((s) => ({ showLog: !s.showLog })),
  dismissVictory: (victoryDismissed) => set({ victoryDismissed }),
}));
