/**
 * A person alone at a DWARF table against Andvéttr faðir, over real websockets: the table starts as soon
 * as its one player sits (no bot, no second seat: the automa is the engine's), and the player plays the
 * game to its end from its own decoded view, the view always the engine's for seat 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewFor } from '../../../shared/games/dwarf/index.js';
import { dwarfWire } from '../../../shared/games/dwarf/wire/clientWire.js';
import { gameModule } from '../../../shared/platform/registry.js';
import { type DwarfRecord } from './dwarfRecord.js';
import { bootServer, Inbox, json, serverRoom, waitFor, type TestServer } from '../helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ rateLimit: { burst: 1000, perSecond: 1000 } });
});
afterAll(async () => {
  await server.close();
});

describe('DWARF solo', () => {
  it('starts once its one player sits, and the player plays to a result against Andvéttr faðir', async () => {
    const dwarf = gameModule('dwarf');
    const me = await server.client().create('table', {
      table: { game: 'dwarf', seats: 1, botDelayMs: 0, gameOptions: { automa: 'andvettr-fadir', mountain: 'lanterns' } },
      name: 'Solo',
      color: 'purple',
    });
    const inbox = new Inbox(me);
    await inbox.next('welcome', 5000, 0);
    expect(json(me).seats).toMatchObject([{ seat: 0, kind: 'human', name: 'Solo', color: 'purple' }]);
    me.send('start', {});
    await waitFor('the game', () => json(me).status === 'playing' && json(me).game);
    const room = serverRoom(me.roomId);
    let rng = 7;
    let moves = 0;
    let sentAt = -1;
    while (json(me).status !== 'ended') {
      const view = dwarfWire.stateToView(json(me), 0)!;
      const truth = room.gameRecord<DwarfRecord>()!.state;
      if (view.version !== truth.version || view.version === sentAt) {
        await waitFor('the next patch', () => json(me).game?.version !== view.version || json(me).status === 'ended', 5000, 2);
        continue;
      }
      expect(view).toEqual(viewFor(truth, 0));
      const move = dwarf.botOnView(view, 0, rng);
      expect(move).not.toBeNull(); // alone at the table, the player is always the one to move
      rng = move!.rng;
      me.send('action', { version: view.version, action: move!.action });
      sentAt = view.version;
      moves++;
    }
    const end = room.gameRecord<DwarfRecord>()!;
    expect(end.config).toMatchObject({ automa: 'andvettr-fadir', mountain: 'lanterns' });
    expect(end.state.end).not.toBeNull();
    expect(moves).toBe(end.state.version);
    expect(inbox.of('error')).toEqual([]);
    await me.leave();
  });
});
