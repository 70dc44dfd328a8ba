/**
 * The values of the compact `events` wire (eventsWire.ts) by the kind of their field: a zone, a
 * material, a phase... is sent as its index in a fixed table (one byte), a card as its index in the
 * card list, a partial material count as [materialIndex, count, ...] pairs. Decoding is lossless and
 * refuses what it cannot read (input from the network): null means "not a value of this kind".
 * Tables only grow at the end: an index is a wire code.
 */
import { CARDS, MATERIALS, ZONES, type MaterialCounts } from '../index.js';

type Kind = 'zone' | 'material' | 'materials' | 'phase' | 'heat' | 'mode' | 'reason' | 'card' | 'cards';

/** The kind of each event field that is not sent as it is (seats, counts, booleans, lists of seats). */
const FIELD_KIND: Record<string, Kind> = {
  zone: 'zone',
  from: 'zone',
  to: 'zone',
  material: 'material',
  materials: 'materials',
  phase: 'phase',
  heat: 'heat',
  mode: 'mode',
  reason: 'reason',
  cardId: 'card',
  weaponId: 'card',
  commissionId: 'card',
  cards: 'cards',
  discarded: 'cards',
};

const TABLES = {
  zone: ZONES as readonly string[],
  material: MATERIALS as readonly string[],
  phase: ['placement', 'activation', 'ended'],
  heat: ['none', 'overheat', 'cooldown'],
  mode: ['forged', 'ephemeral'],
  reason: ['forgeMastery', 'guildPrestige', 'roundLimit'],
} as const;
type Coded = keyof typeof TABLES;

const CARD_INDEX = new Map(CARDS.map((c, i) => [c.id, i]));

/** A card id as its index in CARDS (an id not in the list, e.g. a test's, travels as it is; null = a hidden card). */
function encodeCard(id: unknown): unknown {
  return typeof id === 'string' ? (CARD_INDEX.get(id) ?? id) : id;
}

function decodeCard(x: unknown): string | null | undefined {
  if (x === null || typeof x === 'string') return x;
  return Number.isInteger(x) ? CARDS[x as number]?.id : undefined;
}

export function encodeValue(field: string, value: unknown): unknown {
  const kind = FIELD_KIND[field];
  if (!kind) return value;
  if (kind === 'card') return encodeCard(value);
  if (kind === 'cards') return (value as unknown[]).map(encodeCard);
  if (kind === 'materials') {
    const pairs: number[] = [];
    for (const [m, n] of Object.entries(value as Partial<MaterialCounts>)) pairs.push(TABLES.material.indexOf(m), n as number);
    return pairs;
  }
  const i = (TABLES[kind] as readonly string[]).indexOf(value as string);
  return i < 0 ? value : i;
}

/** The engine's value back, or undefined when `x` is not a value of the field's kind. */
export function decodeValue(field: string, x: unknown): unknown {
  const kind = FIELD_KIND[field];
  if (!kind) return x;
  if (kind === 'card') return decodeCard(x);
  if (kind === 'cards') {
    if (!Array.isArray(x)) return undefined;
    const ids = x.map(decodeCard);
    return ids.every((id) => typeof id === 'string') ? ids : undefined;
  }
  if (kind === 'materials') {
    if (!Array.isArray(x) || x.length % 2 !== 0) return undefined;
    const out: Partial<MaterialCounts> = {};
    for (let i = 0; i < x.length; i += 2) {
      const m = Number.isInteger(x[i]) ? (TABLES.material[x[i] as number] as keyof MaterialCounts | undefined) : undefined;
      const n = x[i + 1];
      if (m === undefined || typeof n !== 'number') return undefined;
      out[m] = n;
    }
    return out;
  }
  return Number.isInteger(x) ? (TABLES[kind as Coded] as readonly string[])[x as number] : undefined;
}
