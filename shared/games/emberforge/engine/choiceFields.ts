/** Which AbilityChoice fields an ability needs, and every choice that fits a rune use now (for UIs and bots). */
import type { AbilityChoice, Effect } from './cardTypes.js';
import { defOf } from './cardLookup.js';
import { COMMISSION_SLOTS, MATERIALS, materialIn } from './constants.js';
import type { CardId, Material, Seat } from './constants.js';
import { startDraft } from './draft.js';
import type { Draft } from './draft.js';
import {
  coolZones,
  gainAnyNeed,
  infuseTargets,
  listedChoiceCount,
  movePairs,
  needsChoice,
  refreshSlots,
  resolveEffects,
  transmutePairs,
} from './abilities.js';
import { beginRune } from './runarium.js';
import type { GameState } from './state.js';
import { tableState } from './tableState.js';
import { holds } from './turns.js';
import type { GameView } from './view.js';
/** Module-local alias (cheaper than a cross-module binding in hot loops). */
const MATS: readonly Material[] = MATERIALS;
const FIELDS: Record<Effect['kind'], (keyof AbilityChoice)[]> = {
  gain: [],
  draw: [],
  gainAny: ['materials'],
  cool: ['zone'],
  moveEmber: ['fromZone', 'toZone'],
  salvage: ['cardId'],
  transmute: ['give', 'get'],
  refreshCommission: ['slot'],
  infuse: ['cardId', 'material'],
};

/** The AbilityChoice fields an ability asks for (empty when it needs no choice). */
export function choiceFieldsFor(effects: readonly Effect[]): (keyof AbilityChoice)[] {
  const out: (keyof AbilityChoice)[] = [];
  for (const e of effects) for (const f of FIELDS[e.kind]) if (!out.includes(f)) out.push(f);
  return out;
}

/** Multisets (sorted lists) of `size` materials within `limit` per type. */
export function materialMultisets(size: number, limit: Readonly<Record<Material, number>>): Material[][] {
  const out: Material[][] = [];
  collectMultisets(out, [], [0, 0, 0, 0, 0], 0, size, limit);
  return out;
}

/** Extends `cur` (with `used[i]` copies of MATS[i]) by `left` materials of index ≥ `from`, into `out`. */
function collectMultisets(
  out: Material[][],
  cur: Material[],
  used: number[],
  from: number,
  left: number,
  limit: Readonly<Record<Material, number>>,
): void {
  if (left === 0) {
    out.push(cur.slice());
    return;
  }
  for (let i = from; i < MATS.length; i++) {
    const m = MATS[i]!;
    if (used[i]! >= materialIn(limit, m)) continue;
    cur.push(m);
    used[i]! += 1;
    collectMultisets(out, cur, used, i, left - 1, limit);
    used[i]! -= 1;
    cur.pop();
  }
}

function optionsAt(d: Pick<Draft, 's'>, seat: Seat, e: Effect): AbilityChoice[] {
  switch (e.kind) {
    case 'gainAny':
      return materialMultisets(gainAnyNeed(d, e.amount), d.s.supply).map((materials) => ({ materials }));
    case 'cool':
      return coolZones(d).map((zone) => ({ zone }));
    case 'moveEmber':
      return movePairs(d, seat);
    case 'salvage':
      return [...new Set(d.s.discard)].map((cardId) => ({ cardId }));
    case 'transmute':
      return transmutePairs(d, seat);
    case 'refreshCommission':
      return refreshSlots(d).map((slot) => ({ slot }));
    case 'infuse':
      return infuseTargets(d, seat);
    default:
      return [];
  }
}

/**
 * Every choice accepted for using `cardId` in the Runarium now (mode forged or ephemeral): `[undefined]`
 * when the ability needs no choice (or none could do anything); `[]` when the use itself is illegal.
 */
export function choiceOptions(
  table: GameState | GameView,
  seat: Seat,
  mode: 'forged' | 'ephemeral',
  cardId: CardId,
): (AbilityChoice | undefined)[] {
  return choiceOptionsOn(tableState(table), seat, mode, cardId);
}

export function choiceOptionsOn(state: GameState, seat: Seat, mode: 'forged' | 'ephemeral', cardId: CardId): (AbilityChoice | undefined)[] {
  const r = rehearse(state, seat, mode, cardId);
  if (r === ILLEGAL) return [];
  if (r === NO_CHOICE) return [undefined];
  const options = optionsAt(r.d, seat, r.effect);
  return options.length > 0 ? options : [undefined];
}

/**
 * Choice number `i` of choiceOptionsOn's list, with only that one built where the list grows with the game
 * (salvage). For a legal use only (runeOptions' walk: the Runarium usable, the card forged or in hand).
 */
export function choiceAtOn(
  state: GameState,
  seat: Seat,
  mode: 'forged' | 'ephemeral',
  cardId: CardId,
  i: number,
  shape: RuneShape = runeShapeOf(cardId),
): AbilityChoice | undefined {
  const lead = shape.lead;
  if (lead) return leadingChoiceAt(state, seat, mode, cardId, lead, i);
  const r = rehearse(state, seat, mode, cardId);
  if (r === ILLEGAL || r === NO_CHOICE) return undefined;
  if (r.effect.kind === 'salvage') return nthDistinct(r.d.s.discard, null, i);
  return optionsAt(r.d, seat, r.effect)[i];
}

/**
 * How many choices choiceOptionsOn would give (the long lists counted, not built). For a legal use only
 * (runeOptions' walk: the Runarium usable, the card forged or in hand).
 */
export function choiceCountOn(
  state: GameState,
  seat: Seat,
  mode: 'forged' | 'ephemeral',
  cardId: CardId,
  shape: RuneShape = runeShapeOf(cardId),
): number {
  const lead = shape.lead;
  if (lead) return Math.max(1, leadingChoiceCount(state, seat, mode, cardId, lead));
  const r = rehearse(state, seat, mode, cardId);
  if (r === ILLEGAL) return 0;
  if (r === NO_CHOICE) return 1;
  return Math.max(1, optionCountAt(r.d, seat, r.effect));
}

/**
 * What the Runarium's listing needs to know of a card, cached per id (the card set never changes):
 * `free`, its ability asks for no choice (one action, no rehearsal); `lead`, the choice effect when the
 * ability starts with it and what that choice may be does not depend on the Runarium starting: then the
 * choice sees `state` as beginRune leaves it, which differs only, for Ephemeral Magic, by the card moved
 * from the hand onto the discard (see leadingChoiceCount), so no draft is rehearsed. Neither (effects
 * before the choice; moveEmber, whose zones change when the Runarium starts; an unknown card): rehearsed.
 */
export interface RuneShape {
  free: boolean;
  lead: Effect | null;
}
const SHAPES = new Map<CardId, RuneShape>();
const UNKNOWN_SHAPE: RuneShape = Object.freeze({ free: false, lead: null });

export function runeShapeOf(id: CardId): RuneShape {
  let shape = SHAPES.get(id);
  if (shape === undefined) {
    const def = defOf(id);
    if (!def) return UNKNOWN_SHAPE;
    const first = def.ability[0];
    const lead = first && needsChoice(first) && first.kind !== 'moveEmber' ? first : null;
    shape = Object.freeze({ free: !def.ability.some(needsChoice), lead });
    SHAPES.set(id, shape);
  }
  return shape;
}

/** optionCountAt after beginRune, read on `state`: an Ephemeral Magic card is on the discard by then. */
function leadingChoiceCount(state: GameState, seat: Seat, mode: 'forged' | 'ephemeral', cardId: CardId, e: Effect): number {
  if (mode === 'ephemeral') {
    if (e.kind === 'salvage') return distinctCount(state.discard) + (holds(state.discard, cardId) ? 0 : 1);
    if (e.kind === 'refreshCommission') return COMMISSION_SLOTS; // the discard holds a card: every slot may be refreshed
  }
  return optionCountAt({ s: state }, seat, e);
}

/** optionsAt(...)[i] after beginRune, read on `state` (see leadingChoiceCount). */
function leadingChoiceAt(
  state: GameState,
  seat: Seat,
  mode: 'forged' | 'ephemeral',
  cardId: CardId,
  e: Effect,
  i: number,
): AbilityChoice | undefined {
  const discarded = mode === 'ephemeral' ? cardId : null;
  if (e.kind === 'salvage') return nthDistinct(state.discard, discarded, i);
  if (e.kind === 'refreshCommission' && discarded !== null) return i < COMMISSION_SLOTS ? { slot: i } : undefined;
  return optionsAt({ s: state }, seat, e)[i];
}

/** The salvage choice of the i-th distinct id of `pile` followed by `extra` (when not null). */
function nthDistinct(pile: readonly CardId[], extra: CardId | null, i: number): AbilityChoice | undefined {
  let n = 0;
  for (let j = 0; j < pile.length; j++) if (pile.indexOf(pile[j]!) === j && n++ === i) return { cardId: pile[j]! };
  return extra !== null && n === i && !holds(pile, extra) ? { cardId: extra } : undefined;
}

const ILLEGAL = 0;
const NO_CHOICE = 1;

/**
 * The rune use rehearsed on a draft up to its first effect with a choice: that effect and the draft as
 * it stands when it is reached; ILLEGAL when the use is refused; NO_CHOICE when no choice is asked
 * (none in the ability, or the game is won before it).
 */
function rehearse(state: GameState, seat: Seat, mode: 'forged' | 'ephemeral', cardId: CardId): { d: Draft; effect: Effect } | 0 | 1 {
  const d = startDraft(state, null);
  const effects = beginRune(d, seat, { mode, cardId });
  if (!Array.isArray(effects)) return ILLEGAL;
  const k = effects.findIndex(needsChoice);
  if (k < 0) return NO_CHOICE;
  if (k > 0 && resolveEffects(d, seat, effects.slice(0, k), undefined)) return ILLEGAL;
  if (d.s.winner) return NO_CHOICE;
  return { d, effect: effects[k]! };
}

/** optionsAt(d, seat, e).length, without building the lists that grow with the game (salvage, gainAny). */
function optionCountAt(d: Pick<Draft, 's'>, seat: Seat, e: Effect): number {
  switch (e.kind) {
    case 'gainAny':
      return multisetCount(gainAnyNeed(d, e.amount), d.s.supply);
    case 'salvage':
      return distinctCount(d.s.discard);
    default:
      return listedChoiceCount(d, seat, e);
  }
}

/** How many distinct ids a list holds. */
function distinctCount(list: readonly CardId[]): number {
  let n = 0;
  for (let i = 0; i < list.length; i++) if (list.indexOf(list[i]!) === i) n++;
  return n;
}

/** materialMultisets(size, limit).length, cached (a limit above `size` counts as `size`). */
const MULTISET_COUNTS = new Map<number, number>();
function multisetCount(size: number, limit: Readonly<Record<Material, number>>): number {
  let key = size;
  for (const m of MATS) key = key * 16 + Math.min(materialIn(limit, m), size, 15);
  let n = MULTISET_COUNTS.get(key);
  if (n === undefined) {
    n = materialMultisets(size, limit).length;
    MULTISET_COUNTS.set(key, n);
  }
  return n;
}
