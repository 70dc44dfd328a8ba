/**
 * Local UI state: language, sound, camera, what the pointer is on. What the player is building and what
 * glows as pickable are the game's (client/games/<id>/play/draftStore.ts).
 */
import { create } from 'zustand';
import type { FocusTarget } from '../../shared/protocol/protocol.js';

export type Lang = 'en' | 'es' | 'it';
/** A camera preset: the whole table, my area, following play, or one of the game's own (its zones). */
export type CameraMode = 'table' | 'mine' | 'follow' | (string & {});

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
  /** The card (a game's piece) under the pointer. */
  hoveredCard: string | null;
  /** The public thing under the pointer in the scene (a zone, a commission slot, a face-up card), shared while it is my turn. */
  pointerFocus: FocusTarget | null;
  /** A card shown large (hover or tap). */
  inspectedCard: string | null;
  /** The 3D table draws no background (the overlay's `bg=transparent`): read when the canvas is created. */
  transparentScene: boolean;
  /**
   * What the 3D table draws (the overlay's `frame=`): 'full', the whole table; 'table', the game's
   * pieces and the players' areas only, without the table top or floor (a game's scene leaves those out).
   */
  sceneFrame: 'full' | 'table';
  /** The director's least time on a shot (ms; the overlay's `hold=`), else its own default. */
  directorHoldMs: number | null;
  setMuted: (muted: boolean) => void;
  setCamera: (camera: CameraMode) => void;
  setDirectorCamera: (on: boolean, note?: 'manual') => void;
  setHovered: (card: string | null) => void;
  setPointerFocus: (target: FocusTarget | null) => void;
  inspect: (card: string | null) => void;
}

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
  transparentScene: false,
  sceneFrame: 'full',
  directorHoldMs: null,
  setMuted: (muted) => set({ muted }),
  setCamera: (camera) => set({ camera }),
  setDirectorCamera: (directorCamera, note) => set({ directorCamera, directorNote: note ?? null }),
  setHovered: (hoveredCard) => set({ hoveredCard }),
  setPointerFocus: (pointerFocus) => set({ pointerFocus }),
  inspect: (inspectedCard) => set({ inspectedCard }),
}));
