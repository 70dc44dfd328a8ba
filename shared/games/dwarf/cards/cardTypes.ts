/**
 * The shape of DWARF's card data (RULES-DWARF.md, "Components" and "Glossary"). The 63 card faces
 * themselves live in ./cardData.ts.
 */

/** A card's id: a starter (ST1-ST9), a Mountain card (MT01-MT45) or a Special card (SP1-SP9). With two sets, the second set's copies end in `b`. */
export type CardId = string;

export type Names = { en: string; es: string; it: string };

/** The four action types printed on every mine card. */
export const ACTION_TYPES = ['extract', 'forge', 'defend', 'callForHelp'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const MONSTERS = ['orcRaiders', 'brawlers', 'dragon', 'greatDragon', 'darkFairies'] as const;
export type Monster = (typeof MONSTERS)[number];

/** What a Forge recipe asks for: steel, gold and iron, 3 to 5 in all. */
export interface Recipe {
  steel: number;
  gold: number;
  iron: number;
}

/** Every effect a card may have (RULES-DWARF.md, "Glossary"). */
export type Effect =
  /** Take 3 iron. */
  | { kind: 'ironVein' }
  /** Take 1 gold. */
  | { kind: 'goldVein' }
  /** Return 3 iron, take 2 steel (a conversion: the owner may decline it). */
  | { kind: 'steelAlloy' }
  /** Return the recipe, take 1 artefact (a conversion: the owner may decline it). */
  | { kind: 'forge'; recipe: Recipe }
  /** Undefended at the Defend step: attacks every player. */
  | { kind: 'monster'; monster: Monster }
  /** Each worker there earns 1 medal (on a worker side: take 1 medal). */
  | { kind: 'medalOfValour' }
  /** 2 extra workers this round (never above 4 in all). */
  | { kind: 'callForHelp' };

export type EffectKind = Effect['kind'];

/** A position in a mine: row and column, 0-2 each (reading order: row by row, left to right). */
export interface GridPos {
  row: number;
  col: number;
}

/** The automa's two reference marks on a card: where it goes (black), and where if that is taken (white). */
export interface AutomaMarks {
  black: GridPos;
  white: GridPos;
}

/** A face that lies in the mine: a starter, a Mountain card, or a Special card's mine side. */
export interface MineFace {
  name: Names;
  action: ActionType;
  effect: Effect;
  /** Change First Player (only on some Call for Help and Forge faces). */
  changeFirstPlayer: boolean;
}

export interface MineCardDef {
  id: CardId;
  kind: 'starter' | 'mountain';
  pos: GridPos;
  /** 1 on starters, 2 or 3 on Mountain cards. */
  lanterns: 1 | 2 | 3;
  face: MineFace;
  marks: AutomaMarks;
}

/** A Special card's worker side: resolved at once by whoever takes it (1 or 2 effects, in order). */
export interface WorkerFace {
  name: Names;
  action: 'extract' | 'forge' | 'defend' | 'callForHelp';
  effects: Effect[];
}

export interface SpecialCardDef {
  id: CardId;
  kind: 'special';
  /** Where its mine side goes once it is turned over. */
  pos: GridPos;
  lanterns: 2 | 3;
  worker: WorkerFace;
  face: MineFace;
  marks: AutomaMarks;
}

export type CardDef = MineCardDef | SpecialCardDef;
