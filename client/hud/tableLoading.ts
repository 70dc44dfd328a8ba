/**
 * How far the table's loading has come, for its loading state (TableLoadingProgress.tsx):
 * the game's pieces are in the scene graph (its code chunk evaluated, its canvas textures drawn). The
 * other steps are known elsewhere: the table's data (the game store), the 3D table's chunk (the HUD
 * store's sceneMounted) and the first frame (its tableReady, once the shaders it needs are compiled).
 */
import { create } from 'zustand';

interface TableLoadingState {
  piecesMounted: boolean;
  setPiecesMounted: (mounted: boolean) => void;
}

export const useTableLoading = create<TableLoadingState>((set) => ({
  piecesMounted: false,
  setPiecesMounted: (piecesMounted) => set({ piecesMounted }),
}));
