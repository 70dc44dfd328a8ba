/**
 * Emberforge's one store of what the player is building for the step (issue 39): the zone opened, the
 * Ignar discards and takes and the Durgaz payments (`selection`), the Runarium and Gildar drafts, and
 * what the step offers as pickable (`highlight`, which the scene glows). Written only by the game's
 * click meaning (play/: dispatch, pickMeaning, send) and the HUD's composers through it; the scene
 * and the keys only produce intents and read the highlight. Drafts are cleared when the game version
 * changes (Hud) and when an action is sent.
 */
import { create } from 'zustand';
import type { AbilityChoice, CardId, Material, Zone } from '../../../../shared/games/emberforge/index.js';

/** Something the player clicked in the 3D scene or the HUD; pickMeaning decides what it means in the current step. */
export type PickTarget =
  | { kind: 'zone'; zone: Zone }
  | { kind: 'handCard'; cardId: CardId }
  | { kind: 'playCard'; seat: number; cardId: CardId }
  | { kind: 'commission'; slot: number }
  | { kind: 'discardCard'; cardId: CardId }
  | { kind: 'supplyMaterial'; material: Material };

/** What the step currently offers as clickable in the scene (the scene glows these). */
export interface Highlight {
  zones: Zone[];
  cards: CardId[];
  commissionSlots: number[];
  materials: Material[];
}

/** A choice being built before it becomes one Action (Ignar discards, Durgaz payments...). */
export interface Selection {
  handCards: CardId[];
  materials: Material[];
  payments: { cardId: CardId; material: Material }[];
}

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

export interface DraftState {
  openZone: Zone | null;
  selection: Selection;
  rune: RuneDraft;
  gildar: GildarDraft;
  highlight: Highlight;
  setOpenZone: (zone: Zone | null) => void;
  setSelection: (selection: Partial<Selection>) => void;
  clearSelection: () => void;
  setRune: (rune: Partial<RuneDraft>) => void;
  setGildar: (gildar: Partial<GildarDraft>) => void;
  /** Drops the Runarium and Gildar drafts (the rune's mode is kept). */
  resetDrafts: () => void;
  setHighlight: (highlight: Partial<Highlight>) => void;
}

export const emptyRune: RuneDraft = { mode: 'forged', cardId: null, choice: {} };
export const emptyGildar: GildarDraft = { weaponId: null, slot: null, materials: [] };
const emptySelection: Selection = { handCards: [], materials: [], payments: [] };
const emptyHighlight: Highlight = { zones: [], cards: [], commissionSlots: [], materials: [] };

export const useDraftStore = create<DraftState>((set) => ({
  openZone: null,
  selection: emptySelection,
  rune: emptyRune,
  gildar: emptyGildar,
  highlight: emptyHighlight,
  setOpenZone: (openZone) => set({ openZone }),
  setSelection: (selection) => set((s) => ({ selection: { ...s.selection, ...selection } })),
  clearSelection: () => set({ selection: emptySelection }),
  setRune: (rune) => set((s) => ({ rune: { ...s.rune, ...rune } })),
  setGildar: (gildar) => set((s) => ({ gildar: { ...s.gildar, ...gildar } })),
  resetDrafts: () => set((s) => ({ rune: { ...emptyRune, mode: s.rune.mode }, gildar: emptyGildar })),
  setHighlight: (highlight) => set(() => ({ highlight: { ...emptyHighlight, ...highlight } })),
}));
