/**
 * Issue 41, through the one click meaning (dispatchIntent) that buttons, keys and 3D picks share:
 * a costly action asks once before it is done (the first press says what it costs, in the notice the
 * HUD shows; a second press of the same action at the same version within ARM_MS does it), and a
 * refused gesture says why, in the engine's words on the player's own view (EN and ES).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, GameView } from '../../../../shared/games/emberforge/index.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { loadLang } from '../../../i18n/langTables.js';
import { translator } from '../i18n/index.js';
import { useGameStore, type ActionAnswer } from '../state/gameStore.js';
import { makeView } from '../viewModel/testView.js';
import { noticeText } from '../hud/actions/noticeText.js';
import { reasonWords } from '../hud/actions/reasonText.js';
import { zoneRefusal } from '../viewModel/legality.js';
import { setConfirm } from './confirmSlot.js';
import { dispatchIntent } from './dispatch.js';
import { useDraftStore } from './draftStore.js';
import { intentForKey, type Intent } from './intents.js';
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
/** The notice on screen, in English and in Spanish. */
const words = () => [noticeText(notice()!, translator('en')), noticeText(notice()!, translator('es'))];
const key = (k: string) => intentForKey(k)!;
const pickZone = (zone: 'ignar' | 'durgaz' | 'runarium' | 'gildar'): Intent => ({ kind: 'pick', target: { kind: 'zone', zone } });
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

describe('an ember that would overheat its zone asks once', () => {
  /** A 2-player table: the viewer places; Ignar already holds 2 embers. */
  function crowded(): GameView {
    const view = makeView(0);
    view.zones.ignar.embers = [1, 1];
    return view;
  }

  it('key 1 warns and places nothing; a second press (the tile, the button or the key again) places it', () => {
    show(crowded());
    expect(sends(key('1'))).toEqual([]);
    expect(notice()).toMatchObject({ kind: 'armed', guard: { type: 'placeEmber', zone: 'ignar', embers: 3, players: 2 } });
    expect(words()).toEqual([
      expect.stringMatching(/^Ignar would overheat: 3 embers for 2 players\. .* Press Ignar again \(or key 1\)/),
      expect.stringMatching(/^Ignar se sobrecalentaría: 3 ascuas para 2 jugadores\. .* \(o la tecla 1\)/),
    ]);
    // The same zone picked in the 3D table is the second press.
    expect(sends(pickZone('ignar'))).toEqual([{ type: 'placeEmber', zone: 'ignar' }]);
  });

  it('another zone in between places there at once (no warning) and the warning waits for no one', () => {
    const view = crowded();
    show(view);
    expect(sends(pickZone('ignar'))).toEqual([]);
    expect(sends(pickZone('durgaz'))).toEqual([{ type: 'placeEmber', zone: 'durgaz' }]);
    expect(notice()).toBeNull();
    show({ ...view, version: view.version + 1 });
    expect(sends(pickZone('ignar'))).toEqual([]);
    vi.advanceTimersByTime(ARM_MS);
    expect(sends(pickZone('ignar'))).toEqual([]);
    expect(sends(pickZone('ignar'))).toEqual([{ type: 'placeEmber', zone: 'ignar' }]);
  });

  it('a zone cooling down (no ember limit this round) places at once', () => {
    const view = crowded();
    view.zones.ignar.heat = 'cooldown';
    view.zones.ignar.heatRound = view.round;
    show(view);
    expect(sends(key('1'))).toEqual([{ type: 'placeEmber', zone: 'ignar' }]);
  });
});

describe('a refused gesture says why, whatever the device', () => {
  it('out of turn: zone keys, zone picks and Enter say it is not your turn', () => {
    show(makeView(0, { activeSeat: 1 }));
    for (const intent of [key('2'), pickZone('gildar'), key('Enter')]) {
      clearNotice();
      expect(sends(intent)).toEqual([]);
      expect(notice()).toMatchObject({ kind: 'refused', reason: { error: { code: 'not_your_turn' } } });
      expect(words()).toEqual(['It is not your turn.', 'No es tu turno.']);
    }
  });

  it('activation: a zone that cannot be opened, by key, button or tile, says why, as its tooltip does', () => {
    const view = makeView(0, { phase: 'activation' });
    view.zones.ignar = { embers: [0, 1, 1], heat: 'overheat', heatRound: 1 };
    view.zones.durgaz.embers = [0];
    show(view);
    expect(sends(key('1'))).toEqual([]);
    expect(words()).toEqual(['Ignar: That zone is overheated and locked.', 'Ignar: Esa zona está sobrecalentada y bloqueada.']);
    expect(words()[0]).toBe(reasonWords(zoneRefusal(view, 'ignar')!, translator('en')));
    expect(sends(pickZone('gildar'))).toEqual([]);
    expect(words()).toEqual(['Gildar: You have no embers in that zone.', 'Gildar: No tienes ascuas en esa zona.']);
    expect(useDraftStore.getState().openZone).toBeNull();
    // A usable zone opens, and the refusal goes with the new gesture.
    sends(key('2'));
    expect(useDraftStore.getState().openZone).toBe('durgaz');
    expect(notice()).toBeNull();
    // Inside a zone's composer, another zone's key says to finish this one first.
    sends(key('4'));
    expect(words()).toEqual([
      'Finish this zone first: confirm it, or go back (Esc).',
      'Termina antes esta zona: confírmala o vuelve atrás (Esc).',
    ]);
  });

  it("Enter on a composer's incomplete confirm says what its button says beside it", () => {
    const view = makeView(0, { phase: 'activation' });
    view.zones.durgaz.embers = [0];
    show(view);
    useDraftStore.getState().setOpenZone('durgaz');
    const remove = setConfirm({ action: null, keepZone: false, why: 'Add at least one payment.' });
    expect(sends(ENTER)).toEqual([]);
    expect(notice()).toMatchObject({ kind: 'refused', reason: { text: 'Add at least one payment.' } });
    remove();
  });

  it('Durgaz: a card pick that pays nothing says why', () => {
    const view = makeView(0, { phase: 'activation' });
    view.zones.durgaz.embers = [0];
    view.players[0]!.materials = { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 };
    show(view);
    useDraftStore.getState().setOpenZone('durgaz');
    sends({ kind: 'pick', target: { kind: 'handCard', cardId: 'AX03' } });
    expect(notice()?.kind).toBe('refused');
    expect(useDraftStore.getState().selection.payments).toEqual([]);
  });

  it("a spectator is told nothing (the gesture is not a player's)", () => {
    show(makeView('spectator'));
    expect(dispatchIntent(key('1'))).toBe(false);
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
