/**
 * The values of DWARF's compact `events` wire (eventsWire.ts) by the kind of their field: a card as its
 * index in the card table (both sets), a phase, a payment, an end's cause and decision as indexes in
 * fixed tables, a change of resources as [resource, amount, ...] pairs; numbers and booleans as they
 * are. Decoding refuses what is not of its field's kind (input from the network): undefined.
 * Tables only grow at the end: an index is a wire code.
 */
import { ALL_CARD_IDS } from '../cards/cardLookup.js';
import { RESOURCES, type Resources } from '../engine/constants.js';

type Kind = 'int' | 'intOrNull' | 'ints' | 'bool' | 'card' | 'cardOrNull' | 'resources' | 'phase' | 'pay' | 'cause' | 'decidedBy';

const TABLES = {
  phase: ['selection', 'callForHelp', 'extract', 'forge', 'ended', 'defend'],
  pay: ['workers', 'iron'],
  cause: ['artefacts', 'mountain', 'medals'],
  decidedBy: ['categories', 'mostCategories', 'medals', 'iron', 'artefacts', 'shared', 'andvettrMedals'],
} as const;
type Coded = keyof typeof TABLES;

/** The kind of each event field (by name: a name means the same everywhere). */
export const FIELD_KIND: Record<string, Kind> = {
  round: 'int',
  firstPlayer: 'int',
  card: 'card',
  pos: 'int',
  mine: 'int',
  phase: 'phase',
  who: 'int',
  extra: 'bool',
  pile: 'int',
  pay: 'pay',
  item: 'int',
  convert: 'bool',
  done: 'bool',
  change: 'resources',
  workers: 'int',
  cause: 'cause',
  winners: 'ints',
  automaWins: 'bool',
  decidedBy: 'decidedBy',
};
/** Fields that may be null in some events (a pile emptied, a worker side's card). */
const NULLABLE: Record<string, Record<string, Kind>> = { specialRevealed: { card: 'cardOrNull' }, worked: { pos: 'intOrNull' } };

const CARD_INDEX = new Map(ALL_CARD_IDS.map((id, i) => [id, i]));
const isInt = (x: unknown): x is number => Number.isInteger(x);

export function kindOf(type: string, field: string): Kind {
  return NULLABLE[type]?.[field] ?? FIELD_KIND[field]!;
}

export function encodeValue(kind: Kind, value: unknown): unknown {
  switch (kind) {
    case 'card':
    case 'cardOrNull':
      return value === null ? null : (CARD_INDEX.get(value as string) ?? value);
    case 'resources': {
      const pairs: number[] = [];
      for (const [k, n] of Object.entries(value as Partial<Resources>)) pairs.push(RESOURCES.indexOf(k as keyof Resources), n as number);
      return pairs;
    }
    case 'phase':
    case 'pay':
    case 'cause':
    case 'decidedBy':
      return (TABLES[kind] as readonly string[]).indexOf(value as string);
    default:
      return value;
  }
}

/** The engine's value back, or undefined when `x` is not a value of that kind. */
export function decodeValue(kind: Kind, x: unknown): unknown {
  switch (kind) {
    case 'int':
      return isInt(x) ? x : undefined;
    case 'intOrNull':
      return x === null || isInt(x) ? x : undefined;
    case 'ints':
      return Array.isArray(x) && x.every(isInt) ? x : undefined;
    case 'bool':
      return typeof x === 'boolean' ? x : undefined;
    case 'card':
      return isInt(x) ? ALL_CARD_IDS[x] : undefined;
    case 'cardOrNull':
      return x === null ? null : isInt(x) ? ALL_CARD_IDS[x] : undefined;
    case 'resources': {
      if (!Array.isArray(x) || x.length % 2 !== 0) return undefined;
      const out: Partial<Resources> = {};
      for (let i = 0; i < x.length; i += 2) {
        const k = isInt(x[i]) ? RESOURCES[x[i] as number] : undefined;
        if (k === undefined || !isInt(x[i + 1])) return undefined;
        out[k] = x[i + 1] as number;
      }
      return out;
    }
    default:
      return isInt(x) ? (TABLES[kind as Coded] as readonly string[])[x] : undefined;
  }
}
