/**
 * DWARF's 63 card faces as data (RULES-DWARF.md, "Components"): 9 starters (one per mine position, 1
 * lantern), 45 Mountain cards (5 per position, 2 or 3 lanterns) and 9 Special cards with both sides.
 * Each carries its position (row, column), lanterns, action type, its effect from the glossary, the
 * Change First Player flag (CFP, on some Call for Help and Forge faces), and the automa's black and
 * white marks (row and column, as 'rc'). Forge recipes are steel, gold, iron (3-5 in all).
 *
 * The design (docs/RULES_DWARF_NOTES.md, "The card set"): the 2-lantern cards are the shallow seams
 * (more iron, the milder monsters, cheaper recipes), the 3-lantern cards the deep ones (gold, Great
 * Dragon, Orc Raiders, the dearer recipes), so that the rulebook's lantern variant (2 on top of 3) makes
 * a game that deepens. Special cards' worker sides are two glossary effects (or one strong one), since
 * they cost both base workers or 4 iron. Balance is a matter for simulation (issue 40).
 */
import type { ActionType, AutomaMarks, CardDef, Effect, GridPos, MineCardDef, Monster, Names, SpecialCardDef } from './cardTypes.js';

const ironVein: Effect = { kind: 'ironVein' };
const goldVein: Effect = { kind: 'goldVein' };
const steelAlloy: Effect = { kind: 'steelAlloy' };
const medalOfValour: Effect = { kind: 'medalOfValour' };
const callForHelp: Effect = { kind: 'callForHelp' };
const monster = (m: Monster): Effect => ({ kind: 'monster', monster: m });
const forge = (steel: number, gold: number, iron: number): Effect => ({ kind: 'forge', recipe: { steel, gold, iron } });
const CFP = true;

/** The action type an effect is printed under. */
export function actionOf(effect: Effect): ActionType {
  switch (effect.kind) {
    case 'ironVein':
    case 'goldVein':
    case 'steelAlloy':
      return 'extract';
    case 'forge':
      return 'forge';
    case 'monster':
    case 'medalOfValour':
      return 'defend';
    case 'callForHelp':
      return 'callForHelp';
  }
}

const grid = (rc: string): GridPos => ({ row: Number(rc[0]), col: Number(rc[1]) });
const marks = (black: string, white: string): AutomaMarks => ({ black: grid(black), white: grid(white) });
const names = ([en, es, it]: [string, string, string]): Names => ({ en, es, it });

function mine(
  id: string,
  kind: 'starter' | 'mountain',
  at: string,
  lanterns: 1 | 2 | 3,
  effect: Effect,
  name: [string, string, string],
  black: string,
  white: string,
  changeFirstPlayer = false,
): MineCardDef {
  return {
    id,
    kind,
    pos: grid(at),
    lanterns,
    face: { name: names(name), action: actionOf(effect), effect, changeFirstPlayer },
    marks: marks(black, white),
  };
}

function special(
  id: string,
  at: string,
  lanterns: 2 | 3,
  workerEffects: Effect[],
  workerName: [string, string, string],
  effect: Effect,
  name: [string, string, string],
  black: string,
  white: string,
  changeFirstPlayer = false,
): SpecialCardDef {
  return {
    id,
    kind: 'special',
    pos: grid(at),
    lanterns,
    worker: { name: names(workerName), action: actionOf(workerEffects[0]!), effects: workerEffects },
    face: { name: names(name), action: actionOf(effect), effect, changeFirstPlayer },
    marks: marks(black, white),
  };
}

export const CARDS: readonly CardDef[] = Object.freeze([
  // Starters: one per position, 1 lantern; every action type on at least two of them.
  mine('ST1', 'starter', '00', 1, ironVein, ['Old Iron Seam', 'Vieja Veta de Hierro', 'Vecchio Filone di Ferro'], '10', '22'),
  mine('ST2', 'starter', '01', 1, medalOfValour, ['Gate Watch', 'Guardia de la Puerta', 'Guardia della Porta'], '11', '01'),
  mine('ST3', 'starter', '02', 1, callForHelp, ['Signal Horn', 'Cuerno de Señales', 'Corno di Segnalazione'], '02', '11'),
  mine('ST4', 'starter', '10', 1, goldVein, ['Glittering Seam', 'Veta Reluciente', 'Filone Scintillante'], '02', '00'),
  mine('ST5', 'starter', '11', 1, forge(3, 0, 0), ['Sword Anvil', 'Yunque de la Espada', 'Incudine della Spada'], '02', '11'),
  mine('ST6', 'starter', '12', 1, steelAlloy, ['Smelter', 'Fundición', 'Fonderia'], '12', '02'),
  mine('ST7', 'starter', '20', 1, callForHelp, ['Rope Bell', 'Campana de Cuerda', 'Campana a Corda'], '21', '02', CFP),
  mine('ST8', 'starter', '21', 1, forge(2, 0, 2), ['War Hammer', 'Martillo de Guerra', 'Martello da Guerra'], '02', '00'),
  mine('ST9', 'starter', '22', 1, medalOfValour, ['Deep Watch', 'Guardia Profunda', 'Guardia Profonda'], '11', '01'),
  // Position 00
  mine('MT01', 'mountain', '00', 2, ironVein, ['Rusty Seam', 'Veta Oxidada', 'Filone Arrugginito'], '02', '11'),
  mine('MT02', 'mountain', '00', 2, ironVein, ['Black Iron Lode', 'Filón de Hierro Negro', 'Filone di Ferro Nero'], '02', '00'),
  mine('MT03', 'mountain', '00', 3, goldVein, ['Gold Vein', 'Filón de Oro', "Filone d'Oro"], '00', '20'),
  mine('MT04', 'mountain', '00', 2, monster('brawlers'), ['Brawlers', 'Camorristas', 'Picchiatori'], '02', '00'),
  mine('MT05', 'mountain', '00', 3, forge(2, 1, 0), ['Gilded Helm', 'Yelmo Dorado', 'Elmo Dorato'], '01', '00'),
  // Position 01
  mine('MT06', 'mountain', '01', 2, goldVein, ['Buried Hoard', 'Tesoro Enterrado', 'Tesoro Sepolto'], '11', '01'),
  mine('MT07', 'mountain', '01', 2, steelAlloy, ['Bellows Chamber', 'Cámara de Fuelles', 'Camera dei Mantici'], '02', '11'),
  mine('MT08', 'mountain', '01', 2, ironVein, ['Hammerfall Seam', 'Veta del Martillazo', 'Filone del Martello'], '00', '11'),
  mine('MT09', 'mountain', '01', 3, steelAlloy, ['Steel Alloy', 'Aleación de Acero', "Lega d'Acciaio"], '11', '00'),
  mine('MT10', 'mountain', '01', 3, monster('orcRaiders'), ['Orc Raiders', 'Saqueadores Orcos', 'Orchi Predoni'], '22', '12'),
  // Position 02
  mine('MT11', 'mountain', '02', 2, callForHelp, ['Call for Help', 'Pedir Ayuda', 'Chiedere Aiuto'], '02', '11'),
  mine('MT12', 'mountain', '02', 2, forge(0, 2, 2), ['Gold Chalice', 'Cáliz de Oro', "Calice d'Oro"], '02', '11'),
  mine('MT13', 'mountain', '02', 3, goldVein, ['Sunlit Vein', 'Filón Soleado', 'Filone Assolato'], '10', '02'),
  mine('MT14', 'mountain', '02', 3, monster('darkFairies'), ['Dark Fairies', 'Hadas Oscuras', 'Fate Oscure'], '11', '02'),
  mine('MT15', 'mountain', '02', 2, ironVein, ['Red Rock Lode', 'Filón de Roca Roja', 'Filone di Roccia Rossa'], '02', '11'),
  // Position 10
  mine('MT16', 'mountain', '10', 2, steelAlloy, ['Blast Furnace', 'Alto Horno', 'Altoforno'], '01', '02'),
  mine('MT17', 'mountain', '10', 2, ironVein, ['Cinder Seam', 'Veta de Ceniza', 'Filone di Cenere'], '00', '02'),
  mine(
    'MT18',
    'mountain',
    '10',
    2,
    monster('brawlers'),
    ['Tavern Brawlers', 'Camorristas de Taberna', 'Picchiatori da Taverna'],
    '00',
    '02',
  ),
  mine('MT19', 'mountain', '10', 3, forge(3, 0, 2), ['Battle Axe', 'Hacha de Batalla', 'Ascia da Battaglia'], '02', '00', CFP),
  mine('MT20', 'mountain', '10', 3, monster('greatDragon'), ['Great Dragon', 'Gran Dragón', 'Grande Drago'], '20', '11'),
  // Position 11
  mine('MT21', 'mountain', '11', 2, forge(2, 1, 1), ['Runed Shield', 'Escudo Rúnico', 'Scudo Runico'], '11', '00'),
  mine('MT22', 'mountain', '11', 2, steelAlloy, ['Quenching Pool', 'Poza de Temple', 'Vasca di Tempra'], '02', '10'),
  mine('MT23', 'mountain', '11', 3, goldVein, ["Dragon's Tooth Vein", 'Filón Diente de Dragón', 'Filone Dente di Drago'], '00', '11'),
  mine('MT24', 'mountain', '11', 3, monster('dragon'), ['Cave Drake', 'Draco de las Cuevas', 'Draco delle Caverne'], '22', '00'),
  mine('MT25', 'mountain', '11', 2, callForHelp, ["Cousins' Visit", 'Visita de los Primos', 'Visita dei Cugini'], '01', '11', CFP),
  // Position 12
  mine('MT26', 'mountain', '12', 2, goldVein, ['Kingsgold Vein', 'Filón del Oro del Rey', "Filone dell'Oro del Re"], '11', '00'),
  mine('MT27', 'mountain', '12', 3, ironVein, ['Bedrock Lode', 'Filón del Lecho de Roca', 'Filone della Roccia Madre'], '10', '22'),
  mine('MT28', 'mountain', '12', 2, forge(1, 0, 3), ['Iron Gauntlets', 'Guanteletes de Hierro', 'Guanti di Ferro'], '11', '00'),
  mine('MT29', 'mountain', '12', 3, medalOfValour, ['Hall of Heroes', 'Salón de los Héroes', 'Sala degli Eroi'], '11', '20'),
  mine('MT30', 'mountain', '12', 3, monster('brawlers'), ['Tunnel Thugs', 'Matones del Túnel', 'Teppisti del Tunnel'], '00', '02'),
  // Position 20
  mine('MT31', 'mountain', '20', 3, forge(3, 0, 0), ["King's Blade", 'Hoja del Rey', 'Lama del Re'], '00', '12', CFP),
  mine('MT32', 'mountain', '20', 2, ironVein, ['Echoing Seam', 'Veta del Eco', "Filone dell'Eco"], '00', '02'),
  mine('MT33', 'mountain', '20', 3, steelAlloy, ['Crucible Hall', 'Sala del Crisol', 'Sala del Crogiolo'], '00', '10'),
  mine('MT34', 'mountain', '20', 2, monster('dragon'), ['Ash Wyrm', 'Sierpe de Ceniza', 'Serpe di Cenere'], '11', '21'),
  mine('MT35', 'mountain', '20', 2, monster('darkFairies'), ['Gloom Sprites', 'Duendes Sombríos', 'Folletti Tetri'], '00', '01'),
  // Position 21
  mine('MT36', 'mountain', '21', 2, goldVein, ['Whispering Vein', 'Filón Susurrante', 'Filone Sussurrante'], '21', '02'),
  mine('MT37', 'mountain', '21', 3, forge(1, 2, 0), ['Crown', 'Corona', 'Corona'], '02', '00'),
  mine('MT38', 'mountain', '21', 3, callForHelp, ['Clan Gathering', 'Reunión del Clan', 'Raduno del Clan'], '11', '21', CFP),
  mine('MT39', 'mountain', '21', 2, medalOfValour, ['Medal of Valour', 'Medalla al Valor', 'Medaglia al Valore'], '00', '02'),
  mine('MT40', 'mountain', '21', 2, monster('orcRaiders'), ['Orc Warband', 'Banda de Guerra Orca', 'Banda di Guerra Orchesca'], '11', '02'),
  // Position 22
  mine('MT41', 'mountain', '22', 3, ironVein, ["Miner's Luck", 'Suerte del Minero', 'Fortuna del Minatore'], '02', '11'),
  mine('MT42', 'mountain', '22', 2, steelAlloy, ['Tempering Fire', 'Fuego de Templado', 'Fuoco di Tempra'], '00', '02'),
  mine('MT43', 'mountain', '22', 2, forge(2, 2, 0), ['Sceptre', 'Cetro', 'Scettro'], '00', '10'),
  mine('MT44', 'mountain', '22', 2, monster('dragon'), ['Dragon', 'Dragón', 'Drago'], '11', '02'),
  mine('MT45', 'mountain', '22', 3, monster('brawlers'), ['Drunken Cousins', 'Primos Borrachos', 'Cugini Ubriachi'], '00', '11'),
  // Special cards: the worker side (resolved at once), then the mine side (turned over into the mine).
  special(
    'SP1',
    '00',
    3,
    [ironVein, steelAlloy],
    ['Forge Rush', 'Prisa en la Forja', 'Fretta alla Forgia'],
    forge(3, 1, 1),
    ['Dragonslayer Spear', 'Lanza Matadragones', 'Lancia Ammazzadraghi'],
    '01',
    '00',
  ),
  special(
    'SP2',
    '01',
    3,
    [goldVein, goldVein],
    ["Prospector's Map", 'Mapa del Buscador', 'Mappa del Cercatore'],
    monster('greatDragon'),
    ['Ancient Wyrm', 'Sierpe Ancestral', 'Serpe Ancestrale'],
    '11',
    '02',
  ),
  special(
    'SP3',
    '02',
    2,
    [forge(2, 0, 1)],
    ['Master Smith', 'Maestro Herrero', 'Mastro Fabbro'],
    goldVein,
    ['Lost Nugget', 'Pepita Perdida', 'Pepita Perduta'],
    '00',
    '11',
  ),
  special(
    'SP4',
    '10',
    3,
    [medalOfValour, ironVein],
    ["Hero's Welcome", 'Bienvenida de Héroe', 'Accoglienza da Eroe'],
    monster('orcRaiders'),
    ['Orc Night Raid', 'Incursión Nocturna Orca', 'Incursione Notturna degli Orchi'],
    '02',
    '00',
  ),
  special(
    'SP5',
    '11',
    2,
    [callForHelp],
    ['Whole Clan', 'Todo el Clan', 'Tutto il Clan'],
    ironVein,
    ['Collapsed Gallery Seam', 'Veta de la Galería Hundida', 'Filone della Galleria Crollata'],
    '11',
    '00',
  ),
  special(
    'SP6',
    '12',
    2,
    [steelAlloy, steelAlloy],
    ['Twin Furnaces', 'Hornos Gemelos', 'Fornaci Gemelle'],
    monster('dragon'),
    ['Young Dragon', 'Dragón Joven', 'Drago Giovane'],
    '00',
    '02',
  ),
  special(
    'SP7',
    '20',
    2,
    [forge(2, 1, 0), medalOfValour],
    ['Royal Commission', 'Encargo Real', 'Commissione Reale'],
    steelAlloy,
    ['Runic Crucible', 'Crisol Rúnico', 'Crogiolo Runico'],
    '20',
    '11',
  ),
  special(
    'SP8',
    '21',
    3,
    [goldVein, ironVein],
    ['Rich Seam', 'Veta Rica', 'Vena Ricca'],
    forge(1, 1, 2),
    ['Lantern of the Deep', 'Farol de las Profundidades', 'Lanterna degli Abissi'],
    '12',
    '11',
    CFP,
  ),
  special(
    'SP9',
    '22',
    3,
    [ironVein, ironVein],
    ['Double Shift', 'Doble Turno', 'Doppio Turno'],
    monster('darkFairies'),
    ['Fairy Ring', 'Corro de Hadas', 'Cerchio delle Fate'],
    '11',
    '00',
  ),
]);

export const STARTERS = CARDS.filter((c): c is MineCardDef => c.kind === 'starter');
export const MOUNTAIN_CARDS = CARDS.filter((c): c is MineCardDef => c.kind === 'mountain');
export const SPECIAL_CARDS = CARDS.filter((c): c is SpecialCardDef => c.kind === 'special');
