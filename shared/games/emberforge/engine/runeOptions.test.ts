/**
 * The Runarium's count and n-th option read a choice that comes first on the state itself, without
 * rehearsing the use on a draft (choiceFields.ts, leadingChoice): they must agree, option by option,
 * with runeOptions' listing, which rehearses every use. Along random games, and in the cases where the
 * use itself changes what may be chosen: an Ephemeral card going to the discard (salvage may take it
 * back; refresh has a card to draw), and the Runarium starting (moveEmber, which is rehearsed).
 */
import { describe, expect, it } from 'vitest';
import type { Action } from './actions.js';
import type { CardDef } from './cardTypes.js';
import type { Seat } from './constants.js';
import { legalActions } from './legalActions.js';
import { playRandomGame } from './randomPlay.js';
import { runeOptionAt, runeOptionCount, runeOptions, type RuneMemo } from './runeOptions.js';
import type { GameState } from './state.js';
import type { Table } from './tableState.js';
import { act, cardWhere, config, giveForged, giveHand, newGame, place, takeCard } from './testKit.js';
import { viewFor } from './viewFor.js';
import { zoneUsable } from './zoneAccess.js';

/** The rune options of `seat` on `t`: listed (rehearsed), and counted then built one by one (the shortcut); they must agree. */
function expectRuneOptionsAgree(t: Table, seat: Seat): Action[] {
  const hand = t.players[seat]!.hand ?? [];
  const listed: Action[] = [];
  runeOptions(t, seat, hand, listed);
  const memo: RuneMemo = { state: null, perUse: [] };
  expect(runeOptionCount(t, seat, hand, memo)).toBe(listed.length);
  for (let i = 0; i < listed.length; i++) expect(runeOptionAt(t, seat, hand, i, memo), `option ${i}`).toEqual(listed[i]);
  // and without the count's memo
  for (let i = 0; i < listed.length; i++) expect(runeOptionAt(t, seat, hand, i)).toEqual(listed[i]);
  return listed;
}

const firstKind = (kind: string) => (c: CardDef) => c.ability[0]!.kind === kind;

/** Seat 0 of 2 in activation with `hand` and `forged`, its embers on `zones`; `edit` changes the state before the embers go down. */
function runariumWith(
  hand: CardDef[],
  forged: CardDef[],
  zones: ('runarium' | 'gildar' | 'ignar')[],
  edit?: (s: GameState) => void,
): GameState {
  const s = newGame(2, 5);
  giveForged(
    s,
    0,
    forged.map((c) => c.id),
  );
  giveHand(
    s,
    0,
    hand.map((c) => c.id),
  );
  edit?.(s);
  const r = place(s, { 0: zones, 1: ['durgaz'] }).state;
  expect(r.phase).toBe('activation');
  expect(r.activeSeat).toBe(0);
  return r;
}

describe('rune options read without a rehearsal', () => {
  it('agree with the rehearsed listing at every activation step of random games, on the state and on the view', () => {
    let checked = 0;
    for (let g = 0; g < 12; g++) {
      playRandomGame(config(2 + (g % 3), 700 + g), g * 31 + 7, {
        onStep: (s) => {
          if (s.phase !== 'activation' || !zoneUsable(s, s.activeSeat, 'runarium')) return;
          checked += expectRuneOptionsAgree(s, s.activeSeat).length;
          expectRuneOptionsAgree(viewFor(s, s.activeSeat), s.activeSeat);
        },
      });
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('an Ephemeral salvage may take back the card just discarded, once, whether or not the pile held a copy', () => {
    const salvage = cardWhere(firstKind('salvage'));
    const s = runariumWith([salvage], [], ['runarium']);
    const picks = expectRuneOptionsAgree(s, 0).flatMap((a) =>
      a.type === 'rune' && a.use.mode === 'ephemeral' && a.use.cardId === salvage.id ? [a.use.choice?.cardId] : [],
    );
    expect(picks).toContain(salvage.id);
    expect(picks.filter((id) => id === salvage.id)).toHaveLength(1);
  });

  it('an Ephemeral refresh may refresh every slot even when the deck and the discard are empty (its card goes to the discard first)', () => {
    const refresh = cardWhere(firstKind('refreshCommission'));
    const forgedRefresh = cardWhere(firstKind('refreshCommission'), [refresh.id]);
    const s = runariumWith([refresh], [forgedRefresh], ['runarium'], (t) => {
      for (const id of [...t.deck, ...t.discard]) takeCard(t, id);
      t.commissions[1] = null;
    });
    expect(s.deck.length + s.discard.length).toBe(0);
    const options = expectRuneOptionsAgree(s, 0);
    const slots = (card: CardDef, mode: string) =>
      options.flatMap((a) => (a.type === 'rune' && a.use.mode === mode && a.use.cardId === card.id ? [a.use.choice?.slot] : []));
    expect(slots(refresh, 'ephemeral')).toEqual([0, 1, 2]);
    expect(slots(forgedRefresh, 'forged')).toEqual([0, 2]);
  });

  it('a moveEmber while another zone is being resolved: that zone closes when the Runarium starts', () => {
    const move = cardWhere(firstKind('moveEmber'));
    const gain = cardWhere((c) => c.ability.every((e) => e.kind === 'gain'));
    const s0 = runariumWith([move, gain], [], ['runarium', 'gildar', 'gildar']);
    const gildar = legalActions(s0, 0).find((a) => a.type === 'gildar')!;
    const s = act(s0, 0, gildar).state;
    expect(s.resolving?.zone).toBe('gildar');
    const moves = expectRuneOptionsAgree(s, 0).flatMap((a) => (a.type === 'rune' && a.use.cardId === move.id ? [a.use.choice] : []));
    // Gildar closes and the Runarium starts: the embers there may not leave, and the player has no other,
    // so the card asks no choice (read on the state as it stands, Gildar's embers could go to Ignar or Durgaz)
    expect(moves).toEqual([undefined]);
  });
});
