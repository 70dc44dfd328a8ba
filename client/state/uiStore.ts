/** Local UI state: language, sound, camera, what the pointer is on and what the player is selecting. */
import { create } from 'zustand';
import type { CardId, Material, Zone } from '../../shared/index.js';
import type { FocusTarget } from '../../shared/protocol/protocol.js';

export type Lang = 'en' | 'es';
export type CameraMode = 'table' | 'mine' | Zone | 'follow';

/** Something the player clicked in the 3D scene or the HUD; handlePick decides what it means in the current step. */
export type PickTarget =
  | { kind: 'zone'; zone: Zone }
  | { kind: 'handCard'; cardId: CardId }
  | { kind: 'playCard'; seat: number; cardId: CardId }
  | { kind: 'commission'; slot: number }
  | { kind: 'discardCard'; cardId: CardId }
  | { kind: 'supplyMaterial'; material: Material };

/** What the HUD currently offers as clickable in the scene (the scene glows these). */
export interface Highlight {
  zones: Zone[];
  cards: CardId[];
  commissionSlots: number[];
  materials: Material[];
}

/** A choice being built in the HUD before it becomes one Action (Ignar discards, Durgaz payments...). */
export interface Selection {
  handCards: CardId[];
  materials: Material[];
  payments: { cardId: CardId; material: Material }[];
}

export interface UiStoreState {
  /** Changed only by switchLang (client/i18n/switchLang.ts), which loads the language's table first. */
  lang: Lang;
  muted: boolean;
  reducedMotion: boolean;
  camera: CameraMode;
  /**
   * The director camera (issue 12): an automatic camera that frames the moments of the game. Off by
   * default in the game screen (the spectator HUD switches it); the overlay page sets it from its query.
   */
  directorCamera: boolean;
  /** Why the director camera went off by itself ('manual': the user moved the camera), for the HUD to say. */
  directorNote: 'manual' | null;
  hoveredCard: CardId | null;
  /** The public thing under the pointer in the scene (a zone, a commission slot, a face-up card), shared while it is my turn. */
  pointerFocus: FocusTarget | null;
  /** A card shown large (hover or tap). */
  inspectedCard: CardId | null;
  selection: Selection;
  highlight: Highlight;
  /** The 3D table draws no background (the overlay's `bg=transparent`): read when the canvas is created. */
  transparentScene: boolean;
  setHighlight: (highlight: Partial<Highlight>) => void;
  setMuted: (muted: boolean) => void;
  setCamera: (camera: CameraMode) => void;
  setDirectorCamera: (on: boolean, note?: 'manual') => void;
  setHovered: (card: CardId | null) => void;
  setPointerFocus: (target: FocusTarget | null) => void;
  inspect: (card: CardId | null) => void;
  setSelection: (selection: Partial<Selection>) => void;
  clearSelection: () => void;
}

const emptySelection: Selection = { handCards: [], materials: [], payments: [] };
const emptyHighlight: Highlight = { zones: [], cards: [], commissionSlots: [], materials: [] };

export const useUiStore = create<UiStoreState>((set) => ({
  lang: 'en',
  muted: false,
  reducedMotion: typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
  camera: 'table',
  directorCamera: false,
  directorNote: null,
  hoveredCard: null,
  pointerFocus: null,
  inspectedCard: null,
  selection: emptySelection,
  highlight: emptyHighlight,
  transparentScene: false,
  setHighlight: (highlight) => set(() => ({ highlight: { ...emptyHighlight, ...highlight } })),
  setMuted: (muted) => set({ muted }),
  setCamera: (camera) => set({ camera }),
  setDirectorCamera: (directorCamera, note) => set({ directorCamera, directorNote: note ?? null }),
  setHovered: (hoveredCard) => set({ hoveredCard }),
  setPointerFocus: (pointerFocus) => set({ pointerFocus }),
  inspect: (inspectedCard) => set({ inspectedCard }),
  setSelection: (selection) => set((s) => ({ selection: { ...s.selection, ...selection } })),
  clearSelection: () => set({ selection: emptySelection }),
}));
