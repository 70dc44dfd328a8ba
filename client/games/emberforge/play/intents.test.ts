/**
 * The input layer: a key, a HUD button and a pick in the scene give the same intent, and the same
 * intent gives the same action (or draft update) in the same step, through dispatchIntent.
 */
import { useDraftStore } from './draftStore.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { ZONES } from '../../../../shared/games/emberforge/index.js';
import type { Action, GameView } from '../../../../shared/games/emberforge/index.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { useGameStore, type ActionAnswer } from '../state/gameStore.js';
import { makeView } from '../viewModel/testView.js';
import { setConfirm } from './confirmSlot.js';
import { clearNotice } from './noticeStore.js';
import { dispatchIntent } from './dispatch.js';
import { intentForKey, type Intent } from './intents.js';
import { keyIntent } from './keys.js';

let sent: Action[];
let answers: ((a: ActionAnswer) => void)[];

function show(view: GameView): void {
  useGameStore.setState({ view });
}

/** Runs one gesture and returns what it sent. */
function sends(intent: Intent | null): Action[] {
  sent = [];
  if (intent) dispatchIntent(intent);
  for (const answer of answers.splice(0)) answer({ ok: false, code: 'test', message: 'answered' });
  useHudStore.getState().endPending();
  return sent;
}

const key = (k: string, more: Partial<KeyboardEvent> = {}, clean = false) =>
  keyIntent({ key: k, ctrlKey: false, metaKey: false, altKey: false, repeat: false, target: null, ...more }, clean);

beforeEach(() => {
  sent = [];
  answers = [];
  useHudStore.getState().endPending();
  useDraftStore.getState().setOpenZone(null);
  useDraftStore.getState().clearSelection();
  clearNotice();
  useGameStore.setState({
    send: (a) => {
      sent.push(a);
      return new Promise((resolve) => answers.push(resolve));
    },
  });
});

describe('keys map to the intents clicks give', () => {
  it('1-4 are the zone picks of the scene and the zone buttons, in table order', () => {
    ZONES.forEach((zone, i) => expect(intentForKey(String(i + 1))).toEqual({ kind: 'pick', target: { kind: 'zone', zone } }));
    expect(intentForKey('5')).toBeNull();
    expect(intentForKey('0')).toBeNull();
  });

  it('Enter confirms, Esc cancels, H toggles the clean view; other keys mean nothing', () => {
    expect(intentForKey('Enter')).toEqual({ kind: 'confirm' });
    expect(intentForKey('Escape')).toEqual({ kind: 'cancel' });
    expect(intentForKey('h')).toEqual({ kind: 'toggleClean' });
    expect(intentForKey('H')).toEqual({ kind: 'toggleClean' });
    expect(intentForKey('a')).toBeNull();
  });

  it('keys are ignored with a modifier, while typing in a field, and H when held down', () => {
    expect(key('1', { ctrlKey: true })).toBeNull();
    expect(key('Enter', { altKey: true })).toBeNull();
    expect(key('1', { target: { tagName: 'INPUT' } as unknown as EventTarget })).toBeNull();
    expect(key('h', { repeat: true })).toBeNull();
    expect(key('1', { repeat: true })).toEqual(intentForKey('1'));
  });

  it('in the clean view (controls hidden) only Esc and H act', () => {
    expect(key('1', {}, true)).toBeNull();
    expect(key('Enter', {}, true)).toBeNull();
    expect(key('Escape', {}, true)).toEqual({ kind: 'cancel' });
    expect(key('h', {}, true)).toEqual({ kind: 'toggleClean' });
  });
});

describe('one intent, one meaning, whatever the device', () => {
  it('placement: key 3, the Runarium button and a click on the Runarium tile send the same placeEmber', () => {
    show(makeView(0));
    const byKey = sends(key('3'));
    const byPick = sends({ kind: 'pick', target: { kind: 'zone', zone: 'runarium' } });
    expect(byKey).toEqual([{ type: 'placeEmber', zone: 'runarium' }]);
    expect(byPick).toEqual(byKey);
  });

  it('placement: Enter ends placement like its button (with embers left, both ask first: notices.test.ts)', () => {
    show(makeView(0));
    expect(sends(key('Enter'))).toEqual([]);
    expect(sends(key('Enter'))).toEqual([{ type: 'endPlacement' }]);
    expect(sends({ kind: 'endPlacement' })).toEqual([]);
    expect(sends({ kind: 'endPlacement' })).toEqual([{ type: 'endPlacement' }]);
  });

  it('activation: key 1 and a click on Ignar open the Ignar composer; Esc and Back leave it', () => {
    const view = makeView(0, { phase: 'activation' });
    view.zones.ignar.embers = [0];
    show(view);
    expect(sends(key('1'))).toEqual([]);
    expect(useDraftStore.getState().openZone).toBe('ignar');
    expect(dispatchIntent(key('Escape')!)).toBe(true);
    expect(useDraftStore.getState().openZone).toBeNull();
    dispatchIntent({ kind: 'pick', target: { kind: 'zone', zone: 'ignar' } });
    expect(useDraftStore.getState().openZone).toBe('ignar');
    dispatchIntent({ kind: 'cancel' });
    expect(useDraftStore.getState().openZone).toBeNull();
  });

  it('activation: Enter with no composer open ends the turn, like the End turn button', () => {
    show(makeView(0, { phase: 'activation' }));
    expect(sends(key('Enter'))).toEqual([{ type: 'endTurn' }]);
    expect(sends({ kind: 'endTurn' })).toEqual([{ type: 'endTurn' }]);
  });

  it("a composer's confirm: Enter sends the same action as its button, and an incomplete one sends nothing (never ends the turn)", () => {
    const view = makeView(0, { phase: 'activation' });
    view.zones.ignar.embers = [0];
    show(view);
    useDraftStore.getState().setOpenZone('ignar');
    const ignar: Action = { type: 'ignar', discard: [], take: [] };
    let remove = setConfirm({ action: ignar, keepZone: false });
    expect(sends(key('Enter'))).toEqual([ignar]);
    useDraftStore.getState().setOpenZone('ignar');
    expect(sends({ kind: 'confirm' })).toEqual([ignar]);
    remove();
    remove = setConfirm({ action: null, keepZone: false });
    sent = [];
    expect(dispatchIntent(key('Enter')!)).toBe(true);
    expect(sent).toEqual([]);
    remove();
  });

  it('while an action is pending nothing else is sent or drafted, by key, button or pick', () => {
    const view = makeView(0);
    show(view);
    dispatchIntent(key('1')!);
    expect(sent).toEqual([{ type: 'placeEmber', zone: 'ignar' }]);
    for (const intent of [
      key('2')!,
      key('Enter')!,
      { kind: 'pick', target: { kind: 'zone', zone: 'gildar' } } as Intent,
      { kind: 'endPlacement' } as Intent,
    ])
      dispatchIntent(intent);
    expect(sent).toHaveLength(1);
    expect(useHudStore.getState().pending).not.toBeNull();
  });

  it('Durgaz: a pay button and a pick of the card in the scene give the same payment, through the dispatcher', () => {
    const view = makeView(0, { phase: 'activation' });
    view.zones.durgaz.embers = [0];
    view.players[0]!.materials.bronze = 2;
    show(view);
    useDraftStore.getState().setOpenZone('durgaz');
    dispatchIntent({ kind: 'togglePayment', payment: { cardId: 'AX03', material: 'iron' } });
    const byButton = useDraftStore.getState().selection.payments;
    useDraftStore.getState().setSelection({ payments: [] });
    dispatchIntent({ kind: 'pick', target: { kind: 'handCard', cardId: 'AX03' } });
    expect(useDraftStore.getState().selection.payments).toEqual(byButton);
    expect(byButton).toEqual([{ cardId: 'AX03', material: 'iron' }]);
    // Not in Durgaz's step: the same intent edits nothing.
    useDraftStore.getState().setOpenZone(null);
    expect(dispatchIntent({ kind: 'togglePayment', payment: { cardId: 'AX03', material: 'bronze' } })).toBe(false);
    expect(useDraftStore.getState().selection.payments).toEqual(byButton);
  });

  it('draft edits wait while an action is pending', () => {
    const view = makeView(0, { phase: 'activation' });
    view.zones.ignar.embers = [0];
    show(view);
    useDraftStore.getState().setOpenZone('ignar');
    useHudStore.getState().beginPending(view.version);
    useDraftStore.getState().setSelection({ handCards: ['AX03'], materials: [] });
    dispatchIntent({ kind: 'setTake', materials: ['bronze'] });
    expect(useDraftStore.getState().selection.materials).toEqual([]);
    useHudStore.getState().endPending();
    dispatchIntent({ kind: 'setTake', materials: ['bronze'] });
    expect(useDraftStore.getState().selection.materials).toEqual(['bronze']);
  });

  it('a spectator gets no game intent through, but H still toggles the clean view', () => {
    show(makeView('spectator'));
    expect(sends(key('1'))).toEqual([]);
    expect(dispatchIntent({ kind: 'confirm' })).toBe(false);
    const before = useHudStore.getState().clean;
    expect(dispatchIntent(key('H')!)).toBe(true);
    expect(useHudStore.getState().clean).toBe(!before);
    useHudStore.getState().toggleClean();
  });
});
