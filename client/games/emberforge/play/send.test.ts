import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../../shared/games/emberforge/index.js';
import { useGameStore, type ActionAnswer } from '../state/gameStore.js';
import { makeView } from '../viewModel/testView.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { sendAction } from './send.js';

const place: Action = { type: 'placeEmber', zone: 'ignar' };
const flush = () => new Promise<void>((r) => queueMicrotask(r)).then(() => undefined);

describe('sendAction: pending until the server answers', () => {
  let sent: Action[];
  let answer: (a: ActionAnswer) => void;
  beforeEach(() => {
    sent = [];
    useHudStore.getState().endPending();
    useGameStore.setState({
      view: makeView(0, { version: 5 }),
      lastError: null,
      send: (a) => {
        sent.push(a);
        return new Promise((resolve) => (answer = resolve));
      },
    });
  });
  afterEach(() => vi.useRealTimers());

  it('sends once and drops a second send until `accepted` arrives (a new state version alone is no answer)', async () => {
    expect(sendAction(place)).toBe(true);
    expect(sendAction(place)).toBe(false);
    expect(sent).toHaveLength(1);
    useGameStore.setState({ view: makeView(0, { version: 6 }) });
    await flush();
    expect(useHudStore.getState().pending).not.toBeNull();
    answer({ ok: true, version: 6 });
    await flush();
    expect(useHudStore.getState().pending).toBeNull();
    expect(sendAction(place)).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('offers the controls again when the server answers with an error', async () => {
    sendAction(place);
    answer({ ok: false, code: 'zone_full', message: 'full' });
    await flush();
    expect(useHudStore.getState().pending).toBeNull();
  });

  it('does not give up on a timer: still pending a minute later without an answer', async () => {
    vi.useFakeTimers();
    sendAction(place);
    vi.advanceTimersByTime(60_000);
    await flush();
    expect(useHudStore.getState().pending).not.toBeNull();
    expect(sendAction(place)).toBe(false);
  });

  it('stays busy after `accepted` until the view shows the accepted version', async () => {
    sendAction(place);
    answer({ ok: true, version: 6 });
    await flush();
    expect(useHudStore.getState().pending).not.toBeNull();
    useGameStore.setState({ view: makeView(0, { version: 6 }) });
    expect(useHudStore.getState().pending).toBeNull();
  });
});
