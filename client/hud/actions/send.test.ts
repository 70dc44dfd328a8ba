import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../shared/index.js';
import { useGameStore } from '../../state/gameStore.js';
import { makeView } from '../../viewModel/testView.js';
import { useHudStore } from '../hudStore.js';
import { PENDING_TIMEOUT_MS, sendAction } from './send.js';

const place: Action = { type: 'placeEmber', zone: 'ignar' };

describe('sendAction while an action is in flight', () => {
  let sent: Action[];
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    useHudStore.getState().endPending();
    useGameStore.setState({ view: makeView(0, { version: 5 }), lastError: null, send: (a) => sent.push(a) });
  });
  afterEach(() => vi.useRealTimers());

  it('sends once and drops a quick second send until the next state version arrives', () => {
    sendAction(place);
    sendAction(place);
    expect(sent).toHaveLength(1);
    expect(useHudStore.getState().pending).not.toBeNull();
    useGameStore.setState({ view: makeView(0, { version: 6 }) });
    expect(useHudStore.getState().pending).toBeNull();
    sendAction(place);
    expect(sent).toHaveLength(2);
  });

  it('offers the controls again when the server answers with an error', () => {
    sendAction(place);
    useGameStore.setState({ lastError: { code: 'zone_full', message: 'full', at: 1 } });
    expect(useHudStore.getState().pending).toBeNull();
  });

  it('gives up waiting after the timeout, without clearing a newer send', () => {
    sendAction(place);
    vi.advanceTimersByTime(PENDING_TIMEOUT_MS - 1);
    expect(useHudStore.getState().pending).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(useHudStore.getState().pending).toBeNull();

    sendAction(place); // send B at t = T (its timer fires at 2T)
    vi.advanceTimersByTime(1000);
    useGameStore.setState({ view: makeView(0, { version: 7 }) }); // B answered
    sendAction(place); // send C at T + 1 s, in flight
    vi.advanceTimersByTime(PENDING_TIMEOUT_MS - 500); // B's stale timer fires
    expect(sent).toHaveLength(3);
    expect(useHudStore.getState().pending).not.toBeNull();
    vi.advanceTimersByTime(1000); // C's own timer
    expect(useHudStore.getState().pending).toBeNull();
  });
});
