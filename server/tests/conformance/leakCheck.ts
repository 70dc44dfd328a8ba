/**
 * LEAK (the conformance kit's, for any game): one full game where every seat is a client (playing the
 * game's bot on its own decoded view) or a server bot, watched by a spectator. Everything each client
 * receives is recorded: the decoded state at every patch and every message. Any token the game says is
 * hidden from that client at that moment (`module.secrets`: Emberforge's deck and other players' hands)
 * found in it fails. Late joiners too: a second spectator joins mid-game and a seated client drops and
 * comes back; both get a `history` message (the events so far, redacted for them), audited action by
 * action like live events. Spectators of an audience room (the table's public feed through presence),
 * from the start and joining late, too. Delayed connections (issue 12; tables 1 s behind): the public
 * view and the delayed public stream never name a secret of spectators, a seat's view only its own
 * secrets, a caster every seat's but never what no seat knows. Nothing published names a seed.
 */
import type { Room } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import { expect, vi } from 'vitest';
import type { SeatIndex } from '../../../shared/platform/gameModule.js';
import {
  auditReceived,
  keysNamingTheSeed,
  seatSecretsSeen,
  type Audience,
  type Received,
} from '../../../shared/platform/conformance/leakAudit.js';
import { traceGame } from '../../../shared/platform/conformance/traceGame.js';
import { json, serverRoom, waitFor, type TestServer } from '../helpers.js';
import { feedItems, recordRoom } from './recordingClient.js';
import type { LeakGame, ServerSubject } from './serverSubject.js';

/**
 * The test server's configuration for leak games: graceSeconds 0 (the seat that drops mid-game is
 * played by the bot until it comes back), the table seeded by its name, tables 60 s behind with a
 * caster view applied 1 s behind (broadcastDelayMs): delayed connections of every view are audited too.
 */
export const LEAK_SERVER = {
  rateLimit: { burst: 1000, perSecond: 1000 },
  graceSeconds: 0,
  broadcastDelayMs: () => 1000,
} as const;

export interface LeakReport {
  /** Received items that named a token and were audited. */
  checked: number;
  /** Of them, messages audited by the game's own events rule. */
  byGameRule: number;
  actions: number;
}

export async function leakGame(server: TestServer, subject: ServerSubject, game: LeakGame): Promise<LeakReport> {
  const { module } = subject;
  const { seats, clientSeats, seed } = game;
  const record = (room: Room, seat: SeatIndex | null) => recordRoom(room, seat, subject);
  const players: { room: Room; seat: SeatIndex; got: Received[]; before?: Received[] }[] = [];
  // The caster creates and hosts the table, watching (a caster-view table's creator never sits).
  const caster = await server.client().create('table', {
    table: {
      game: module.id,
      seats,
      botDelayMs: 0,
      tableName: `Leak #${seed}`,
      broadcastDelaySeconds: 60,
      casterView: true,
      casterName: 'Cass',
      liveSpectators: true,
    },
    spectator: true,
  });
  const casterGot = record(caster, null);
  caster.send('hello', {});
  const casterWelcome = await waitFor('the caster welcome', () =>
    casterGot.find((r) => r.type === 'welcome' && r.text.includes('casterKey')),
  );
  const { casterKey } = JSON.parse(casterWelcome.text) as { casterKey: string };
  const first = await server.client().joinById(caster.roomId, { name: 'P0', seat: 0, acceptsCaster: true });
  players.push({ room: first, seat: 0, got: record(first, 0) });
  first.send('hello', {});
  const welcome = await waitFor('P0 welcome', () => players[0]!.got.find((r) => r.type === 'welcome' && r.text.includes('seatKey')));
  const { seatKey } = JSON.parse(welcome.text) as { seatKey: string };
  expect(JSON.parse(welcome.text)).not.toHaveProperty('casterKey');
  for (let s = 1; s < clientSeats; s++) {
    const r = await server.client().joinById(first.roomId, { name: `P${s}`, seat: s, acceptsCaster: true });
    players.push({ room: r, seat: s, got: record(r, s) });
  }
  const spectator = await server.client().joinById(first.roomId, { spectator: true });
  const specGot = record(spectator, null);
  // What the table tells its audience rooms through presence (it may cross processes over Redis).
  const published: { channel: string; payload: unknown }[] = [];
  const original = matchMaker.presence.publish.bind(matchMaker.presence);
  const publish = vi.spyOn(matchMaker.presence, 'publish').mockImplementation((channel: string, payload: unknown) => {
    // The live feed, and the delayed public stream (the caster and seat streams carry hands on purpose).
    if (channel.includes(':audience:') || channel.endsWith(':feed:public'))
      published.push({ channel, payload: JSON.parse(JSON.stringify(payload)) as unknown });
    return original(channel, payload);
  });
  // Spectators of an audience room (public state through presence): from the start, and a late one.
  const watcher = await server.client().joinOrCreate('audience', { tableId: first.roomId });
  const watcherGot = record(watcher, null);
  // Delayed connections: the public view, every seat's secrets (caster), and P0's own seat view by its key.
  const delayed = {
    public: await server.client().joinById(first.roomId, { spectator: true, delayed: true }),
    caster: await server.client().joinById(first.roomId, { spectator: true, delayed: true, caster: true, casterKey }),
    seat: await server.client().joinById(first.roomId, { spectator: true, delayed: true, seatKey }),
  };
  const delayedGot = { public: record(delayed.public, null), caster: record(delayed.caster, null), seat: record(delayed.seat, null) };
  caster.send('start', { fillBots: true });
  const record_ = () => serverRoom(first.roomId).gameRecord();
  const version = () => {
    const r = record_();
    return r ? module.version(r.state) : 0;
  };
  // A spectator joins mid-game: its history is redacted for 'spectator'.
  await waitFor('version 20', () => version() >= 20, 30_000, 5);
  const late = await server.client().joinById(first.roomId, { spectator: true });
  const lateGot = record(late, null);
  const lateWatcher = await server.client().joinOrCreate('audience', { tableId: first.roomId });
  const lateWatcherGot = record(lateWatcher, null);
  // A seated client drops and reconnects: its history is redacted for its seat.
  await waitFor('version 40', () => version() >= 40, 30_000, 5);
  const back = players[1]!;
  const token = back.room.reconnectionToken;
  await back.room.leave(false);
  await waitFor('a few actions without it', () => version() >= 50, 30_000, 5);
  back.before = back.got;
  back.room = await server.client().reconnect(token);
  back.got = record(back.room, back.seat);
  await waitFor(
    'the game to end',
    () =>
      [spectator, watcher, lateWatcher, ...Object.values(delayed)].every((r) => json(r).status === 'ended') &&
      players.every((p) => json(p.room).status === 'ended'),
    60_000,
    20,
  );
  const rec = record_()!;
  const { states } = traceGame(module, rec.config, rec.log);
  expect(module.canonical(states.at(-1))).toBe(module.canonical(rec.state));

  let checked = 0;
  let byGameRule = 0;
  const leaks: string[] = [];
  const audit = (who: string, viewer: Audience, got: Received[]) => {
    const r = auditReceived(module, states, seats, who, viewer, got, subject.eventsRule);
    checked += r.checked;
    byGameRule += r.byGameRule;
    leaks.push(...r.leaks);
  };
  publish.mockRestore();
  // Nothing the table publishes for its audience rooms names a secret of spectators, or the seed.
  const feed: Received[] = [];
  for (const { channel, payload } of published) {
    expect(keysNamingTheSeed(payload), channel).toEqual([]);
    feed.push(...feedItems(payload, subject));
  }
  // Every action once on the live feed and once on the delayed public stream.
  expect(feed.filter((r) => r.type === 'feed events').length).toBe(2 * rec.log.length);
  audit('presence feed', 'spectator', feed);
  for (const p of players) audit(`seat ${p.seat}`, p.seat, [...(p.before ?? []), ...p.got]);
  audit('spectator', 'spectator', specGot);
  audit('the caster, live', 'spectator', casterGot);
  audit('late spectator', 'spectator', lateGot);
  audit('audience spectator', 'spectator', watcherGot);
  audit('late audience spectator', 'spectator', lateWatcherGot);
  audit('delayed public', 'spectator', delayedGot.public);
  audit('delayed caster', 'caster', delayedGot.caster);
  audit('delayed seat 0', 0, delayedGot.seat);
  expect(leaks.slice(0, 20)).toEqual([]);
  expect(delayedGot.public.filter((r) => r.type === 'events').length).toBe(rec.log.length);
  // The seat view did show seat 0's own secrets, and the caster every seat's (the audits would be empty otherwise).
  const seatsShown = (got: Received[]) =>
    Array.from({ length: seats }, (_, s) => s).filter((s) => seatSecretsSeen(module, states, s, got).size > 0);
  // A seat knows something spectators may not (Emberforge: its hand). A game that hides things from
  // everyone alike (DWARF's Mountain) gives the seat and caster streams nothing more to show.
  const seatsKnowMore = states.some((s) => {
    const hidden = module.secrets(s, 'spectator');
    return Array.from({ length: seats }, (_, seat) => new Set(module.secrets(s, seat))).some((mine) => hidden.some((t) => !mine.has(t)));
  });
  if (seatsKnowMore) {
    expect(seatsShown(delayedGot.seat)).toEqual([0]);
    expect(seatsShown(delayedGot.caster)).toEqual(Array.from({ length: seats }, (_, i) => i));
  }
  expect(seatsShown(delayedGot.public)).toEqual([]);
  expect(watcherGot.filter((r) => r.type === 'events').length).toBe(rec.log.length);
  // The audience rooms sent their games as `view` messages (audited above as state), not as state patches.
  for (const got of [watcherGot, lateWatcherGot, delayedGot.public]) expect(got.filter((r) => r.type === 'view').length).toBeGreaterThan(0);
  expect(lateWatcherGot.filter((r) => r.type === 'history').length).toBeGreaterThan(10);
  // The late joiners did get a history, up to about when they joined, then live events.
  const histories = [lateGot, back.got].map((g) => g.filter((r) => r.type === 'history'));
  for (const h of histories) expect(h.length).toBeGreaterThan(10);
  expect(histories[0]!.at(-1)!.version).toBeGreaterThanOrEqual(20);
  expect(histories[1]!.at(-1)!.version).toBeGreaterThanOrEqual(50);
  // Between live events and its history, the returning seat knows every action of the game.
  const seen = new Set(
    [...(back.before ?? []), ...back.got].filter((r) => r.type === 'events' || r.type === 'history').map((r) => r.version),
  );
  expect(rec.log.map((_, i) => i + 1).filter((v) => !seen.has(v))).toEqual([]);
  // The recordings are substantial: every client saw the whole game.
  expect(specGot.filter((r) => r.kind === 'state').length).toBeGreaterThan(rec.log.length / 2);
  for (const p of players) if (p !== back) expect(p.got.filter((r) => r.type === 'events').length).toBe(rec.log.length);
  // A seat did see its own secrets (the check would be empty otherwise).
  if (seatsKnowMore) expect(players.some((p) => seatSecretsSeen(module, states, p.seat, p.got).size > 0)).toBe(true);
  for (const p of players) await p.room.leave();
  await spectator.leave();
  await caster.leave();
  await late.leave();
  await watcher.leave();
  await lateWatcher.leave();
  for (const r of Object.values(delayed)) await r.leave();
  return { checked, byGameRule, actions: rec.log.length };
}
