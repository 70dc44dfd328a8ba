/**
 * Runarium, one ember at a time: Forged Power (an upright weapon, repeatable) or Ephemeral Magic
 * (discard from hand). Its resolution; its legal actions are listed by runeOptions.ts.
 */
import { defOf } from './cardLookup.js';
import type { Effect } from './cardTypes.js';
import type { Seat } from './constants.js';
import type { RuneUse } from './actions.js';
import { fail, mutDiscard, mutHand, removeOne } from './draft.js';
import type { Draft } from './draft.js';
import type { EngineError } from './errors.js';
import { resolveEffects } from './abilities.js';
import { spendEmber, useOneEmber } from './zoneAccess.js';

/**
 * The first half of a rune use: starts (or continues) the Runarium, checks the card, and for
 * Ephemeral Magic discards it. Returns the ability's effects to resolve, or an error.
 */
export function beginRune(d: Draft, seat: Seat, use: RuneUse): readonly Effect[] | EngineError {
  if (!use || (use.mode !== 'forged' && use.mode !== 'ephemeral') || typeof use.cardId !== 'string') {
    return fail('invalid_action', 'A rune use needs a mode (forged or ephemeral) and a card.');
  }
  const p = d.s.players[seat]!;
  if (use.mode === 'forged') {
    const c = p.play.find((x) => x.id === use.cardId);
    if (!c) return fail('card_not_in_play', `Card ${use.cardId} is not in your play area.`);
    if (!c.forged) return fail('card_not_forged', `Card ${use.cardId} is not forged yet.`);
  } else if (!p.hand.includes(use.cardId)) {
    return fail('card_not_in_hand', `Card ${use.cardId} is not in your hand.`);
  }
  const def = defOf(use.cardId);
  if (!def) return fail('invalid_action', `Unknown card ${use.cardId}.`);
  const err = useOneEmber(d, seat, 'runarium');
  if (err) return err;
  if (use.mode === 'ephemeral') {
    removeOne(mutHand(d, seat), use.cardId);
    mutDiscard(d).push(use.cardId);
  }
  d.events?.push({ type: 'abilityUsed', seat, cardId: use.cardId, mode: use.mode });
  return def.ability;
}

export function resolveRune(d: Draft, seat: Seat, use: RuneUse): EngineError | null {
  const effects = beginRune(d, seat, use);
  if (!Array.isArray(effects)) return effects as EngineError;
  const err = resolveEffects(d, seat, effects, use.choice);
  if (err) return err;
  spendEmber(d);
  return null;
}
