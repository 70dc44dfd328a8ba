import { useDraftStore } from './draftStore.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../../shared/games/emberforge/index.js';
import { useGameStore } from '../state/gameStore.js';
import { currentStep } from '../viewModel/step.js';
import { makeView } from '../viewModel/testView.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { handlePick, highlightFor } from './pickMeaning.js';

let sent: Action[] = [];
beforeEach(() => {
  sent = [];
  useGameStore.setState({
    send: vi.fn((a: Action) => {
      sent.push(a);
      return Promise.resolve({ ok: false as const, code: 'test', message: 'not sent' });
    }),
  });
  useHudStore.getState().endPending();
  useDraftStore.getState().clearSelection();
  useDraftStore.getState().setOpenZone(null);
});

describe('scene picks', () => {
  it('place an ember on the clicked zone during my placement turn', () => {
    const view = makeView(0);
    const step = currentStep(view, null);
    expect(highlightFor(view, step).zones).toEqual(['ignar', 'durgaz', 'runarium', 'gildar']);
    handlePick(view, step, { kind: 'zone', zone: 'runarium' });
    expect(sent).toEqual([{ type: 'placeEmber', zone: 'runarium' }]);
  });

  it('do nothing for a spectator or out of turn', () => {
    for (const view of [makeView('spectator'), makeView(1)]) {
      const step = currentStep(view, null);
      expect(highlightFor(view, step)).toEqual({ zones: [], cards: [], commissionSlots: [], materials: [] });
      handlePick(view, step, { kind: 'zone', zone: 'ignar' });
    }
    expect(sent).toEqual([]);
  });

  it('open the clicked zone in activation, then build the Ignar discard and take', () => {
    const view = makeView(0, { phase: 'activation' });
    view.zones.ignar.embers = [0, 0];
    handlePick(view, currentStep(view, null), { kind: 'zone', zone: 'ignar' });
    expect(useDraftStore.getState().openZone).toBe('ignar');
    const step = currentStep(view, 'ignar');
    // AX03 costs 2 Bronze + 1 Iron: the offer allows Bronze and Iron, two tokens in all. The take
    // starts on the engine's default (as many as the embers allow), so nothing more lights up.
    handlePick(view, step, { kind: 'handCard', cardId: 'AX03' });
    expect(useDraftStore.getState().selection).toMatchObject({ handCards: ['AX03'], materials: ['iron', 'bronze'] });
    expect(highlightFor(view, step).materials).toEqual([]);
    // The player clears the take and builds their own.
    useDraftStore.getState().setSelection({ materials: [] });
    expect(highlightFor(view, step).materials).toEqual(['iron', 'bronze']);
    handlePick(view, step, { kind: 'supplyMaterial', material: 'crystal' });
    handlePick(view, step, { kind: 'supplyMaterial', material: 'bronze' });
    handlePick(view, step, { kind: 'supplyMaterial', material: 'bronze' });
    handlePick(view, step, { kind: 'supplyMaterial', material: 'iron' });
    expect(useDraftStore.getState().selection.materials).toEqual(['bronze', 'bronze']);
    // Un-discarding the card empties the take that its offer no longer covers.
    handlePick(view, step, { kind: 'handCard', cardId: 'AX03' });
    expect(useDraftStore.getState().selection).toMatchObject({ handCards: [], materials: [] });
    expect(sent).toEqual([]);
  });

  it('add a Durgaz payment for the first material a clicked card still needs', () => {
    const view = makeView(0, { phase: 'activation' });
    view.zones.durgaz.embers = [0, 0];
    const step = currentStep(view, 'durgaz');
    // AX03: Iron and Bronze; the player holds 1 Iron, 1 Bronze.
    handlePick(view, step, { kind: 'handCard', cardId: 'AX03' });
    handlePick(view, step, { kind: 'handCard', cardId: 'AX03' });
    handlePick(view, step, { kind: 'handCard', cardId: 'AX03' });
    expect(useDraftStore.getState().selection.payments).toEqual([
      { cardId: 'AX03', material: 'iron' },
      { cardId: 'AX03', material: 'bronze' },
    ]);
  });
});
