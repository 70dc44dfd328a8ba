/** The offline practice game answers a sent action as the server does: accepted (new version) or the refusal. */
import { afterEach, describe, expect, it } from 'vitest';
import { useGameStore } from '../state/gameStore.js';
import { startPractice, stopPractice } from './practiceGame.js';

afterEach(() => stopPractice());

describe('practice game answers', () => {
  it('accepts a legal action with its new version, after publishing the view, and refuses an illegal one', async () => {
    startPractice({ name: 'Ann', color: 'red', seats: 2, seed: 3 });
    const view = useGameStore.getState().view!;
    expect(view.activeSeat).toBe(0);
    const accepted = await useGameStore.getState().send({ type: 'placeEmber', zone: 'durgaz' });
    expect(accepted).toEqual({ ok: true, version: view.version + 1 });
    expect(useGameStore.getState().view!.version).toBe(view.version + 1);
    const refused = await useGameStore.getState().send({ type: 'closeZone' });
    expect(refused).toMatchObject({ ok: false, code: 'wrong_phase' });
    expect(useGameStore.getState().lastError?.code).toBe('wrong_phase');
  });
});
