/** The shape of card data. The 57 cards themselves live in shared/games/emberforge/cards/cardData.ts. */
import type { CardId, Collection, Material, MaterialCounts } from './constants.js';

/**
 * The effect vocabulary. An ability is a short list of effects (1 or 2), at most one of which
 * needs a choice from the player. Every effect works as Forged Power and as Ephemeral Magic.
 */
export type Effect =
  /** Gain fixed materials from the supply (then the 3-per-type cap). */
  | { kind: 'gain'; materials: Partial<MaterialCounts> }
  /** Gain `amount` materials of the player's choice (choice.materials, exactly `amount` long). */
  | { kind: 'gainAny'; amount: number }
  /** Draw `amount` cards from the deck. */
  | { kind: 'draw'; amount: number }
  /** choice.zone: an overheated zone flips to Cooldown and unlocks at once; any other zone without a
   *  token gets a Cooldown token (if one is free) that lasts through the next round. */
  | { kind: 'cool' }
  /** choice.fromZone / choice.toZone: move one of your embers from an unresolved zone to another
   *  unresolved, unlocked zone (it adds to E there when that zone is resolved later). */
  | { kind: 'moveEmber' }
  /** choice.cardId: take that card from the discard pile into your hand. */
  | { kind: 'salvage' }
  /** choice.give / choice.get: return up to `amount` tokens of `give`, gain as many of `get`. */
  | { kind: 'transmute'; amount: number }
  /** choice.slot: discard that commission card and refill the slot (distinct collections). */
  | { kind: 'refreshCommission' }
  /** choice.cardId (a horizontal card in your play area) + choice.material: one free Durgaz payment. */
  | { kind: 'infuse' };

export type EffectKind = Effect['kind'];

export interface CardDef {
  id: CardId;
  collection: Collection;
  name: { en: string; es: string };
  /** 1 to 3 different material types, 2 to 5 tokens in total. */
  cost: Partial<MaterialCounts>;
  ability: Effect[];
}

/** The choices an ability may need; which fields are required depends on the ability's effects. */
export interface AbilityChoice {
  materials?: Material[];
  zone?: import('./constants.js').Zone;
  fromZone?: import('./constants.js').Zone;
  toZone?: import('./constants.js').Zone;
  cardId?: CardId;
  give?: Material;
  get?: Material;
  slot?: number;
  material?: Material;
}
