/**
 * The browser's net module at a DWARF table against a real server (node: no DOM): a person alone
 * against Eldhúsfífl creates the table, starts it with no bot and plays it to its end through the
 * shared store; the view the store holds is always the engine's view for seat 0 once settled (the
 * client decodes DWARF's synced state through its wire, client/platform/gameWires.ts), and the store's
 * log ends with the last action's events.
 */
import { describe, expect, it } from 'vitest';
import { viewFor, type GameView } from '../shared/games/dwarf/index.js';
import { gameModule } from '../shared/platform/registry.js';
import { serverRoom, waitFor } from '../server/tests/helpers.js';
import type { DwarfRecord } from '../server/tests/dwarf/dwarfRecord.js';
import { useNetServer } from './helpers/netServer.js';
import { useGameStore, type LoggedEvent } from '../client/state/gameStore.js';
import { traceGame } from '../shared/platform/conformance/traceGame.js';
import { createTable, leave, start } from '../client/net/index.js';

useNetServer({ emptyTableSeconds: 1 });

const store = () => useGameStore.getState();

describe('client/net at a DWARF table', () => {
  it('a solo game from creation to its end through the store, the view always the engine view', async () => {
    const dwarf = gameModule('dwarf');
    await createTable(
      { game: 'dwarf', seats: 1, botDelayMs: 0, tableName: 'Net solo', gameOptions: { automa: 'eldhusfifl' } },
      { name: 'Ann', color: 'purple' },
    );
    await waitFor('welcome', () => store().role === 'player' && store().table?.isHost);
    expect(store().table).toMatchObject({ game: 'dwarf', seatCount: 1, status: 'lobby' });
    start();
    await waitFor('the game', () => store().view !== null, 10_000);
    const room = serverRoom(store().tableId!);
    const truth = () => room.gameRecord<DwarfRecord>()!.state;
    let rng = 3;
    let settled = 0;
    while (!truth().end) {
      const view = await waitFor('a settled view', () => {
        const v = store().view as GameView | null;
        return v && v.version === truth().version ? v : null;
      });
      expect(view).toEqual(viewFor(truth(), 0));
      settled++;
      if (view.end) break;
      const move = dwarf.botOnView(view, 0, rng)!;
      rng = move.rng;
      // The shell's store holds a game's actions as opaque values (GameStoreState's Action: never).
      const answer = await store().send(move.action as never);
      expect(answer).toMatchObject({ ok: true });
    }
    await waitFor(
      'the end in the store',
      () => (store().view as GameView | null)?.end !== null && store().view?.version === truth().version,
    );
    expect(store().view).toEqual(viewFor(truth(), 0));
    expect(settled).toBe(truth().version);
    // The store's log ends with the last action's events, as the engine made them for seat 0.
    const rec = room.gameRecord<DwarfRecord>()!;
    const last = traceGame(dwarf, rec.config, rec.log).actions.at(-1)!;
    const lastEvents = dwarf.redactEvents(last.events, 0);
    await waitFor('the last events logged', () => store().log.length >= lastEvents.length);
    const logged = store()
      .log.filter((l): l is LoggedEvent => 'event' in l)
      .map((l) => l.event);
    expect(logged.slice(-lastEvents.length)).toEqual(lastEvents);
    await leave();
  });
});
