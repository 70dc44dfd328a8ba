/**
 * The 57 weapon cards of Dwarf Emberforge (RULES.md, "The card set"): data only.
 * Roles of the collections and the reasons behind them: docs/CARD_DESIGN.md.
 * Balance (measured by simulation): docs/BALANCE.md.
 */
import type { CardId, Collection, MaterialCounts } from '../engine/constants.js';
import type { CardDef, Effect } from '../engine/cardTypes.js';

/** Frame colour, gem and display names of each collection (Axes are green, per the rulebook). */
export const COLLECTION_STYLE: Record<Collection, { color: string; gem: string; name: { en: string; es: string } }> = {
  axes: { color: '#2e8b57', gem: 'emerald', name: { en: 'Axes', es: 'Hachas' } },
  hammers: { color: '#b22222', gem: 'ruby', name: { en: 'Hammers', es: 'Martillos' } },
  swords: { color: '#2a5caa', gem: 'sapphire', name: { en: 'Swords', es: 'Espadas' } },
  staves: { color: '#7b4fb0', gem: 'amethyst', name: { en: 'Staves', es: 'Báculos' } },
  spears: { color: '#d4a017', gem: 'topaz', name: { en: 'Spears', es: 'Lanzas' } },
  crossbows: { color: '#6b7b8c', gem: 'onyx', name: { en: 'Crossbows', es: 'Ballestas' } },
};

type Cost = Partial<MaterialCounts>;

function card(id: CardId, collection: Collection, en: string, es: string, cost: Cost, ...ability: Effect[]): CardDef {
  return { id, collection, name: { en, es }, cost, ability };
}

const gain = (materials: Cost): Effect => ({ kind: 'gain', materials });
const gainAny = (amount: number): Effect => ({ kind: 'gainAny', amount });
const draw = (amount: number): Effect => ({ kind: 'draw', amount });
const transmute = (amount: number): Effect => ({ kind: 'transmute', amount });
const cool: Effect = { kind: 'cool' };
const moveEmber: Effect = { kind: 'moveEmber' };
const salvage: Effect = { kind: 'salvage' };
const refresh: Effect = { kind: 'refreshCommission' };
const infuse: Effect = { kind: 'infuse' };

export const CARDS: readonly CardDef[] = Object.freeze([
  // Axes (green): materials. Fixed gains on the cheap cards, a free choice on the dear ones.
  card('AX01', 'axes', "Woodcutter's Axe", 'Hacha de Leñador', { iron: 1, bronze: 1 }, gain({ iron: 1 })),
  card('AX02', 'axes', "Miner's Axe", 'Hacha de Minero', { bronze: 1, scale: 1 }, gain({ scale: 1 })),
  card('AX03', 'axes', 'Bronze Hatchet', 'Hachuela de Bronce', { bronze: 2, iron: 1 }, gain({ bronze: 1, iron: 1 })),
  card('AX04', 'axes', 'Crystal Cleaver', 'Hendidora de Cristal', { crystal: 2, iron: 1 }, gain({ crystal: 1, iron: 1 })),
  card('AX05', 'axes', "Prospector's Axe", 'Hacha del Prospector', { iron: 1, scale: 1, crystal: 1 }, gainAny(1)),
  card('AX06', 'axes', 'Bearded Scale Axe', 'Hacha Barbuda de Escamas', { scale: 2, bronze: 1 }, gain({ scale: 1, bronze: 1 })),
  card('AX07', 'axes', 'Mithril Greataxe', 'Gran Hacha de Mitril', { iron: 2, mithril: 2 }, gainAny(2)),
  card('AX08', 'axes', "Deepdelver's Axe", 'Hacha de las Simas', { crystal: 2, scale: 1, iron: 1 }, gain({ crystal: 1 }), gainAny(1)),
  card('AX09', 'axes', 'Twin-Bladed Axe', 'Hacha de Doble Filo', { mithril: 2, bronze: 1, iron: 1 }, transmute(2), gain({ iron: 1 })),
  card('AX10', 'axes', 'Axe of the Mountain King', 'Hacha del Rey de la Montaña', { iron: 2, bronze: 1, mithril: 2 }, gainAny(3)),

  // Hammers (red): forging. Infuse pays onto a card in progress; transmute fixes a wrong material.
  card('HM01', 'hammers', "Smith's Hammer", 'Martillo de Herrero', { iron: 2 }, infuse),
  card('HM02', 'hammers', 'Riveting Hammer', 'Martillo Remachador', { iron: 1, bronze: 1 }, transmute(2)),
  card('HM03', 'hammers', 'Bronze Maul', 'Mazo de Bronce', { bronze: 2, iron: 1 }, infuse, gain({ iron: 1 })),
  card('HM04', 'hammers', 'Anvil Breaker', 'Rompeyunques', { mithril: 1, iron: 1 }, transmute(1), gain({ iron: 1 })),
  card('HM05', 'hammers', 'Runesmith Hammer', 'Martillo del Herrero Rúnico', { iron: 1, crystal: 1, mithril: 1 }, infuse, draw(1)),
  card('HM06', 'hammers', 'Scale Beater', 'Batidor de Escamas', { scale: 2, iron: 1 }, transmute(3)),
  card(
    'HM07',
    'hammers',
    "Forgefather's Hammer",
    'Martillo del Patriarca Forjador',
    { mithril: 2, bronze: 1 },
    infuse,
    gain({ bronze: 1 }),
  ),
  card('HM08', 'hammers', 'Thunder Hammer', 'Martillo del Trueno', { iron: 2, crystal: 2 }, infuse, gain({ iron: 1, crystal: 1 })),
  card(
    'HM09',
    'hammers',
    'Warhammer of the Deeps',
    'Martillo de Guerra de las Hondonadas',
    { mithril: 2, iron: 2, scale: 1 },
    transmute(3),
    gain({ mithril: 1 }),
  ),
  card(
    'HM10',
    'hammers',
    'Hammer of the First Forge',
    'Martillo de la Primera Forja',
    { bronze: 2, crystal: 1, mithril: 2 },
    infuse,
    draw(2),
  ),

  // Swords (blue): cards. Draw from the deck, or salvage a chosen card from the discard pile.
  card('SW01', 'swords', 'Short Sword', 'Espada Corta', { iron: 1, crystal: 1 }, draw(1)),
  card('SW02', 'swords', 'Crystal Blade', 'Hoja de Cristal', { crystal: 2 }, draw(1)),
  card('SW03', 'swords', 'Tunnel Dirk', 'Daga de Túnel', { iron: 1, scale: 1 }, salvage),
  card('SW04', 'swords', 'Runed Longsword', 'Espada Larga Rúnica', { crystal: 1, bronze: 1, iron: 1 }, draw(2)),
  card('SW05', 'swords', "Ancestor's Sword", 'Espada de los Ancestros', { crystal: 2, mithril: 1 }, salvage, draw(1)),
  card('SW06', 'swords', 'Ironguard Blade', 'Hoja Guardahierro', { iron: 2, scale: 1 }, draw(1), gain({ iron: 1 })),
  card('SW07', 'swords', 'Glittering Claymore', 'Mandoble Centelleante', { crystal: 2, iron: 2 }, draw(2)),
  card('SW08', 'swords', 'Wyrmslayer', 'Matadragones', { mithril: 1, crystal: 1, scale: 2 }, salvage, gain({ scale: 1 })),
  card('SW09', 'swords', 'Oathkeeper', 'Guardajuramentos', { iron: 2, crystal: 1, mithril: 1 }, draw(2), gain({ mithril: 1 })),
  card('SW10', 'swords', 'Heart of the Mountain', 'Corazón de la Montaña', { crystal: 2, mithril: 2, iron: 1 }, draw(3)),

  // Staves (purple): tempo and zone control. Cool a zone (or unlock an overheated one), move an ember.
  card('ST01', 'staves', 'Moon Staff', 'Báculo Lunar', { crystal: 1, mithril: 1 }, cool, gain({ crystal: 1 })),
  card('ST02', 'staves', 'Ember Staff', 'Báculo de Brasas', { crystal: 1, scale: 1 }, moveEmber),
  card('ST03', 'staves', 'Frost Staff', 'Báculo de Escarcha', { mithril: 1, bronze: 1 }, cool),
  card('ST04', 'staves', "Pathfinder's Staff", 'Báculo del Rastreador', { crystal: 2, bronze: 1 }, moveEmber, draw(1)),
  card('ST05', 'staves', 'Staff of the Cold Hearth', 'Báculo del Hogar Frío', { mithril: 2, scale: 1 }, cool, draw(1)),
  card('ST06', 'staves', 'Bellows Staff', 'Báculo del Fuelle', { scale: 1, crystal: 1, mithril: 1 }, moveEmber, gain({ scale: 1 })),
  card(
    'ST07',
    'staves',
    'Staff of Deep Snows',
    'Báculo de las Nieves Hondas',
    { crystal: 2, mithril: 2 },
    cool,
    gain({ mithril: 1, crystal: 1 }),
  ),
  card(
    'ST08',
    'staves',
    "Runekeeper's Staff",
    'Báculo del Guardarrunas',
    { mithril: 1, bronze: 2, crystal: 1 },
    moveEmber,
    gain({ bronze: 1, crystal: 1 }),
  ),
  card('ST09', 'staves', "Elder's Staff", 'Báculo del Anciano', { crystal: 2, mithril: 2, scale: 1 }, cool, draw(2)),

  // Spears (gold): commissions. Refresh a commission to match what you have forged.
  card('SP01', 'spears', "Guard's Spear", 'Lanza de la Guardia', { bronze: 1, scale: 1 }, refresh),
  card('SP02', 'spears', 'Scale Pike', 'Pica de Escamas', { scale: 2 }, gain({ scale: 1 })),
  card('SP03', 'spears', "Herald's Spear", 'Lanza del Heraldo', { bronze: 2, iron: 1 }, draw(1), gain({ bronze: 1 })),
  card('SP04', 'spears', 'Guild Partisan', 'Partesana del Gremio', { scale: 1, bronze: 1, mithril: 1 }, moveEmber, gain({ bronze: 1 })),
  card('SP05', 'spears', 'Boar Spear', 'Lanza Jabalinera', { scale: 2, bronze: 1 }, draw(1), gain({ scale: 1 })),
  card('SP06', 'spears', 'Halberd of the Hall', 'Alabarda del Salón', { bronze: 2, scale: 2 }, refresh, draw(1)),
  card('SP07', 'spears', 'Javelin', 'Jabalina', { scale: 1, iron: 1 }, gain({ bronze: 1, scale: 1 })),
  card(
    'SP08',
    'spears',
    "Guildmaster's Glaive",
    'Guja del Maestre del Gremio',
    { mithril: 1, scale: 2, bronze: 1 },
    salvage,
    gain({ mithril: 1 }),
  ),
  card('SP09', 'spears', 'Banner Spear', 'Lanza del Estandarte', { scale: 2, bronze: 2, crystal: 1 }, refresh, draw(2)),

  // Crossbows (grey): opportunism. Salvage, transmute and flexible gains, each with a little extra.
  card('CB01', 'crossbows', 'Hand Crossbow', 'Ballesta de Mano', { iron: 1, scale: 1 }, salvage),
  card('CB02', 'crossbows', 'Bolt Caster', 'Lanzavirotes', { bronze: 1, iron: 1 }, transmute(2)),
  card('CB03', 'crossbows', 'Tunnel Crossbow', 'Ballesta de Túnel', { scale: 2, iron: 1 }, salvage, gain({ iron: 1 })),
  card('CB04', 'crossbows', 'Repeating Crossbow', 'Ballesta de Repetición', { iron: 1, mithril: 1, bronze: 1 }, gainAny(1), draw(1)),
  card('CB05', 'crossbows', 'Crystal-Sight Crossbow', 'Ballesta de Mira de Cristal', { scale: 1, crystal: 2 }, transmute(2), draw(1)),
  card('CB06', 'crossbows', 'Siege Arbalest', 'Ballesta de Asedio', { iron: 2, scale: 2 }, salvage, draw(1)),
  card('CB07', 'crossbows', 'Mithril Crossbow', 'Ballesta de Mitril', { mithril: 2, scale: 1 }, gainAny(2)),
  card(
    'CB08',
    'crossbows',
    "Gatewarden's Crossbow",
    'Ballesta del Guardapuertas',
    { iron: 2, bronze: 1, scale: 1 },
    gainAny(1),
    gain({ scale: 1 }),
  ),
  card('CB09', 'crossbows', 'Dragonbane Arbalest', 'Gran Ballesta Matadragones', { mithril: 2, scale: 2, iron: 1 }, salvage, draw(2)),
]);

const BY_ID: ReadonlyMap<CardId, CardDef> = new Map(CARDS.map((c) => [c.id, c]));

/** The card with this id; throws on an unknown id (a broken invariant, never a player's mistake). */
export function cardById(id: CardId): CardDef {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown card id: ${id}`);
  return found;
}

/** Whether `id` names a card of the set (for validating untrusted input without throwing). */
export function isCardId(id: string): boolean {
  return BY_ID.has(id);
}
