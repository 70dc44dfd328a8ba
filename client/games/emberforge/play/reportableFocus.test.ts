import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../shared/host/manualClock.js';
import type { FocusTarget } from '../../../../shared/protocol/protocol.js';
import { fixtureView } from '../dev/fixtureView.js';
import { notAtTable } from '../state/gameStore.js';
import { useGameStore } from '../state/gameStore.js';
import { useUiStore } from '../../../state/uiStore.js';
import { focusToReport as shellFocusToReport, startFocusReporter } from '../../../input/focusReporter.js';
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import { reportableFocus } from './reportableFocus.js';

/** The shell's reporter with Emberforge's rule (what the package gives it). */
const focusToReport = (
  game: { role: 'player' | 'spectator' | null; mySeat: number | null; view: GameView | null },
  pointer: FocusTarget | null,
) => shellFocusToReport(game, pointer, reportableFocus as never);

const view = fixtureView();
const me = view.activeSeat;
const zone: FocusTarget = { kind: 'zone', zone: 'ignar' };

describe('focusToReport', () => {
  it('reports the pointer focus only for the player whose turn it is', () => {
    expect(focusToReport({ role: 'player', mySeat: me, view }, zone)).toEqual(zone);
    expect(focusToReport({ role: 'player', mySeat: (me + 1) % view.playerCount, view }, zone)).toBeNull();
    expect(focusToReport({ role: 'spectator', mySeat: null, view }, zone)).toBeNull();
    expect(focusToReport({ role: 'player', mySeat: me, view: { ...view, phase: 'ended' } }, zone)).toBeNull();
  });

  it('never reports a card the view does not show face up (a hand card, even my own)', () => {
    const mine = { ...view, viewer: me, players: view.players.map((p) => (p.seat === me ? { ...p, hand: p.hand ?? [] } : p)) };
    const handCard = view.players.flatMap((p) => p.hand ?? [])[0];
    expect(handCard).toBeDefined();
    expect(focusToReport({ role: 'player', mySeat: me, view: mine }, { kind: 'card', id: handCard! })).toBeNull();
    expect(focusToReport({ role: 'player', mySeat: me, view }, { kind: 'card', id: view.discard.at(-1)! })).toEqual({
      kind: 'card',
      id: view.discard.at(-1),
    });
  });
});

describe('startFocusReporter', () => {
  afterEach(() => {
    useGameStore.setState({ ...notAtTable() });
    useUiStore.setState({ pointerFocus: null });
  });

  it('sends changes only, at most 5 a second with the latest kept, and clears when the turn passes', () => {
    const sent: (FocusTarget | null)[] = [];
    const clock = new ManualClock(0);
    useGameStore.setState({ role: 'player', mySeat: me, view, sendFocus: (t) => sent.push(t) });
    const stop = startFocusReporter(clock, reportableFocus as never);
    useUiStore.getState().setPointerFocus(null);
    expect(sent).toEqual([]); // nothing shown yet: nothing to clear
    useUiStore.getState().setPointerFocus(zone);
    useUiStore.getState().setPointerFocus({ kind: 'zone', zone: 'durgaz' });
    useUiStore.getState().setPointerFocus({ kind: 'commission', slot: 1 });
    expect(sent).toEqual([zone]);
    clock.advance(200);
    expect(sent).toEqual([zone, { kind: 'commission', slot: 1 }]);
    useGameStore.setState({ log: [] }); // any other change of the store: nothing new to send
    clock.advance(1000);
    expect(sent).toHaveLength(2);
    useGameStore.setState({ view: { ...view, activeSeat: (me + 1) % view.playerCount } });
    expect(sent).toEqual([zone, { kind: 'commission', slot: 1 }, null]);
    stop();
    useUiStore.getState().setPointerFocus(zone);
    clock.advance(1000);
    expect(sent).toHaveLength(3);
  });
});
