/**
 * Issue 41: a costly action asks once before it is done, whatever the device (button, Enter): the
 * first press says what it costs (the notice the HUD shows), a second press of the same action at
 * the same version within ARM_MS does it.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, GameView } from '../../../../shared/games/emberforge/index.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { loadLang } from '../../../i18n/langTables.js';
import { translator } from '../i18n/index.js';
import { useGameStore, type ActionAnswer } from '../state/gameStore.js';
import { makeView } from '../viewModel/testView.js';
import { noticeText } from '../hud/actions/noticeText.js';
import { dispatchIntent } from './dispatch.js';
import { useDraftStore } from './draftStore.js';
import type { Intent } from './intents.js';
import { ARM_MS, clearNotice, isSecondPress, noticeShown, useNoticeStore, type Notice } from './noticeStore.js';

let sent: Action[];

function show(view: GameView): void {
  useGameStore.setState({ view });
}

/** Runs one gesture, answers it, and returns what it sent. */
function sends(intent: Intent): Action[] {
  sent = [];
  dispatchIntent(intent);
  useHudStore.getState().endPending();
  return sent;
}

const notice = () => useNoticeStore.getState().notice;
const ENTER: Intent = { kind: 'confirm' };
const END: Intent = { kind: 'endPlacement' };

// The Spanish tables are a chunk the browser loads on demand.
beforeAll(() => loadLang('es'));

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  useHudStore.getState().endPending();
  useDraftStore.getState().setOpenZone(null);
  clearNotice();
  useGameStore.setState({
    send: (a) => {
      sent.push(a);
      return new Promise<ActionAnswer>(() => {});
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ending placement with embers unplaced asks once', () => {
  it('the first press (Enter or the button) sends nothing and says how many embers are left; a second press ends', () => {
    const view = makeView(0);
    view.zones.ignar.embers = [0];
    show(view);
    expect(sends(ENTER)).toEqual([]);
    expect(notice()).toMatchObject({ kind: 'armed', guard: { type: 'endPlacement', left: 2 }, version: view.version });
    expect(noticeText(notice()!, translator('en'))).toMatch(/^2 embers are still unplaced/);
    expect(noticeText(notice()!, translator('es'))).toMatch(/^Te quedan 2 ascuas sin colocar/);
    // Any device: the button's press is the second press of the same action.
    expect(sends(END)).toEqual([{ type: 'endPlacement' }]);
    expect(notice()).toBeNull();
  });

  it('a second press after ARM_MS only asks again', () => {
    show(makeView(0));
    expect(sends(END)).toEqual([]);
    vi.advanceTimersByTime(ARM_MS + 1);
    expect(sends(END)).toEqual([]);
    vi.advanceTimersByTime(ARM_MS - 100);
    expect(sends(ENTER)).toEqual([{ type: 'endPlacement' }]);
  });

  it('a new version (an ember placed, a reconnection) or Esc disarms it', () => {
    const view = makeView(0);
    show(view);
    expect(sends(ENTER)).toEqual([]);
    show({ ...view, version: view.version + 1 });
    expect(sends(ENTER)).toEqual([]);
    expect(sends({ kind: 'cancel' })).toEqual([]);
    expect(notice()).toBeNull();
    expect(sends(ENTER)).toEqual([]);
    expect(sends(ENTER)).toEqual([{ type: 'endPlacement' }]);
  });

  it('with no ember left to place it ends at once', () => {
    const view = makeView(0);
    view.zones.ignar.embers = [0, 0];
    view.zones.gildar.embers = [0];
    show(view);
    expect(sends(ENTER)).toEqual([{ type: 'endPlacement' }]);
    expect(notice()).toBeNull();
  });
});

describe('the notice store (pure parts)', () => {
  const armed: Notice = { kind: 'armed', guard: { type: 'endPlacement', left: 1 }, version: 4, at: 1000 };
  it('a second press is the same guard, at the same version, within ARM_MS', () => {
    expect(isSecondPress(armed, { type: 'endPlacement', left: 1 }, 4, 1000 + ARM_MS - 1)).toBe(true);
    expect(isSecondPress(armed, { type: 'endPlacement', left: 1 }, 4, 1000 + ARM_MS)).toBe(false);
    expect(isSecondPress(armed, { type: 'endPlacement', left: 1 }, 5, 1001)).toBe(false);
    expect(isSecondPress(null, { type: 'endPlacement', left: 1 }, 4, 1001)).toBe(false);
  });

  it('an armed notice shows while it can still be confirmed', () => {
    expect(noticeShown(armed, 4, 1000 + ARM_MS - 1)).toBe(armed);
    expect(noticeShown(armed, 4, 1000 + ARM_MS)).toBeNull();
    expect(noticeShown(armed, 5, 1001)).toBeNull();
  });
});
