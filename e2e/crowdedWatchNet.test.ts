/**
 * A crowd behind one network address (a venue, a mobile carrier's shared address) opening a stream's
 * table link together: the server holds only so many joins waiting from one address
 * (`reservations.spectatorsPerAddress`) and refuses the others as crowded (MATCHMAKE_CODE.crowded).
 * client/net's spectate then tries again by itself, still "connecting", and gets in once the waiting
 * joins are through: no error is shown for it.
 */
import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../server/tests/helpers.js';
import { useNetServer } from './helpers/netServer.js';
import { useGameStore } from '../client/games/emberforge/state/gameStore.js';
import { currentRoom, leave, spectate, Superseded } from '../client/net/index.js';
import { isCrowded, isFinal, jittered } from '../client/net/comeBack.js';
import { describeJoinError } from '../client/net/joinErrors.js';

const e2e = useNetServer({
  reservations: { perAddress: 8, spectatorsPerAddress: 2, perTable: 64, perAddressAtTable: 4, perSeatKey: 2, seconds: 30 },
});
const store = () => useGameStore.getState();

/** A viewer's matchmaking call without its websocket: a join waiting from this address. */
async function reserveAudience(tableId: string): Promise<Parameters<ReturnType<typeof e2e.server.client>['consumeSeatReservation']>[0]> {
  const res = await fetch(`${e2e.server.http}/matchmake/joinOrCreate/audience`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tableId }),
  });
  const body = (await res.json()) as { sessionId?: string; error?: string };
  if (!body.sessionId) throw new Error(`no reservation: ${body.error}`);
  return body as never;
}

/** Counts the audience matchmaking calls the server receives from now on, until `stop()`. */
function countAudienceJoins(): { readonly made: number; stop(): void } {
  let made = 0;
  const count = (req: http.IncomingMessage) => {
    if (req.method === 'POST' && req.url?.startsWith('/matchmake/joinOrCreate/audience')) made++;
  };
  e2e.server.httpServer.on('request', count);
  return {
    get made() {
      return made;
    },
    stop: () => void e2e.server.httpServer.off('request', count),
  };
}

describe('a viewer refused because many join from the same address', () => {
  it('is told apart from a refusal for good, and spectate gets in by itself once the others are through', async () => {
    const host = await e2e.server.client().create('table', { table: { seats: 2, botDelayMs: 0, roundLimit: 2 }, spectator: true });
    host.send('start', { fillBots: true });
    const tableId = host.roomId;

    // Two viewers of this address have asked for a place and not connected yet: the limit here.
    const viewers = e2e.server.client();
    const waiting = [await reserveAudience(tableId), await reserveAudience(tableId)];
    const refused = await viewers.joinOrCreate('audience', { tableId }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(describeJoinError(refused)).toMatchObject({
      code: 'crowded',
      message: expect.stringMatching(/Too many spectator joins waiting from your address \(2\)/),
    });
    expect(isCrowded(refused)).toBe(true);
    expect(isFinal(refused)).toBe(false);

    // client/net's spectate: refused, and refused again, while still "connecting" and with no error.
    const joins = countAudienceJoins();
    const watching = spectate(tableId);
    await waitFor('two attempts refused', () => joins.made >= 2);
    expect(store().connection).toBe('connecting');
    expect(store().lastError).toBeNull();

    // The two waiting viewers connect: this one gets in by itself, with the public view.
    const connected = await Promise.all(waiting.map((r) => viewers.consumeSeatReservation(r)));
    const room = await watching;
    joins.stop();
    expect(room).toBe(currentRoom());
    await waitFor('the public view', () => store().role === 'spectator' && store().connection === 'connected' && store().view);
    expect(store().lastError).toBeNull();
    expect(store().view!.players.every((p) => p.hand === null)).toBe(true);

    await leave();
    for (const r of [...connected, host]) await r.leave(true);
  });

  it('stops trying once the viewer leaves meanwhile, and joins nothing', async () => {
    const host = await e2e.server.client().create('table', { table: { seats: 2, botDelayMs: 0, roundLimit: 2 }, spectator: true });
    const tableId = host.roomId;
    const viewers = e2e.server.client();
    const waiting = [await reserveAudience(tableId), await reserveAudience(tableId)];

    const joins = countAudienceJoins();
    const watching = spectate(tableId).then(
      () => 'joined',
      (e: unknown) => e,
    );
    await waitFor('an attempt refused', () => joins.made >= 1);
    await leave();
    // The places free up, but the join was given up: it ends as superseded, and no attempt follows.
    const connected = await Promise.all(waiting.map((r) => viewers.consumeSeatReservation(r)));
    expect(await watching).toBeInstanceOf(Superseded);
    const made = joins.made;
    joins.stop();
    expect(made).toBe(1);
    expect(currentRoom()).toBeNull();
    expect(store()).toMatchObject({ connection: 'idle', lastError: null, view: null });
    for (const r of [...connected, host]) await r.leave(true);
  });

  it('spreads the waits of a crowd: ±25% around each step', () => {
    expect(jittered(1000, () => 0)).toBe(750);
    expect(jittered(1000, () => 0.5)).toBe(1000);
    expect(jittered(1000, () => 0.999)).toBe(1250);
  });
});
