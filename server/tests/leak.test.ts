/**
 * LEAK: full bot games where every seat is a client (playing the heuristic bot on its own decoded
 * view) or a server bot, watched by a spectator. Everything each client receives is recorded: the
 * decoded state at every patch and every message. Any card id hidden from that client at that
 * moment (the deck, other players' hands) found in it fails the test. Late joiners too: a second
 * spectator joins mid-game and a seated client drops and comes back; both get a `history` message (the
 * events so far, redacted for them), audited action by action like live events. Spectators of an
 * audience room (the table's public feed through presence), from the start and joining late, too.
 * Delayed connections (issue 12; tables 1 s behind): the public view and the delayed public stream
 * never name a hidden card, a seat's view only its own hand, a caster every hand but never the deck.
 */
import type { Room } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CARDS, type GameView, type Seat } from '../../shared/index.js';
import { heuristicBot } from '../../shared/games/emberforge/bots/heuristicBot.js';
import { stateToView } from '../../shared/protocol/stateToView.js';
import { decodeEvents, decodeHistory } from '../../shared/protocol/eventsWire.js';
import type { ViewMessage } from '../../shared/protocol/protocol.js';
import { bootServer, json, seedFromTableName, serverRoom, waitFor, type TestServer } from './helpers.js';
import { hiddenFrom, statesByVersion } from './gameTrace.js';

let server: TestServer;
beforeAll(async () => {
  // graceSeconds 0: the seat that drops mid-game is played by the bot until it comes back.
  // Tables 60 s behind with a caster view, applied 1 s behind (broadcastDelayMs): delayed connections of every view are audited too.
  server = await bootServer({
    rateLimit: { burst: 1000, perSecond: 1000 },
    graceSeconds: 0,
    tableSeed: seedFromTableName,
    broadcastDelayMs: () => 1000,
  });
});
afterAll(async () => {
  await server.close();
});

const CARD_ID = new RegExp(`\\b(${CARDS.map((c) => c.id).join('|')})\\b`, 'g');

interface Received {
  kind: 'state' | 'message';
  /** Game version the client knew when this arrived (state: the version in it). */
  version: number;
  type: string;
  text: string;
  hasReshuffle: boolean;
}

/** A recording client; with a seat it also plays its turns with the heuristic bot. */
function record(room: Room, seat: Seat | null): Received[] {
  const got: Received[] = [];
  let known = -1;
  let acted = -1;
  let rng = 12345 + (seat ?? 9);
  room.onStateChange((s) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- decoded state is checked field by field below
    const j = (s as { toJSON(): Record<string, any> }).toJSON();
    known = j.game?.version ?? -1;
    got.push({ kind: 'state', version: known, type: 'patch', text: JSON.stringify(j), hasReshuffle: false });
    if (seat === null || !j.game || j.status !== 'playing') return;
    const view = stateToView(j, seat) as GameView;
    if (view.activeSeat !== seat || view.winner || acted === view.version) return;
    acted = view.version;
    const pick = heuristicBot(view, rng);
    rng = pick.rng;
    room.send('action', { version: view.version, action: pick.action });
  });
  room.onMessage('*', (type, raw) => {
    if (type === 'view') {
      // A public audience room's game, sent whole (on join, at the start): audited as state.
      const v = (raw as ViewMessage).view;
      got.push({ kind: 'state', version: v.version, type: 'view', text: JSON.stringify(raw), hasReshuffle: false });
      return;
    }
    if (type === 'history') {
      // One entry per action in it, audited at that action's version.
      const list = decodeHistory(raw);
      if (list.length === 0) throw new Error(`empty or undecodable history ${JSON.stringify(raw).slice(0, 200)}`);
      for (const m of list) {
        const text = JSON.stringify(m);
        got.push({ kind: 'message', version: m.version, type: 'history', text, hasReshuffle: text.includes('"deckReshuffled"') });
      }
      return;
    }
    // Events travel in their compact wire form: audit what the client reads (the same card ids).
    const m = type === 'events' ? decodeEvents(raw) : raw;
    if (type === 'events' && !m) throw new Error(`undecodable events message ${JSON.stringify(raw)}`);
    const text = JSON.stringify(m);
    const version = typeof (m as { version?: unknown })?.version === 'number' ? (m as { version: number }).version : known;
    got.push({ kind: 'message', version, type: String(type), text, hasReshuffle: text.includes('"deckReshuffled"') });
  });
  return got;
}

/** Every key, at any depth, that names the seed or the random generator's state. Keys, not text:
 * random ids (epochs, room ids) may contain "rng" or "seed" by chance. */
function keysNamingTheSeed(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keysNamingTheSeed(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(/seed|^rng/i.test(k) ? [`${path}.${k}`] : []),
    ...keysNamingTheSeed(v, `${path}.${k}`),
  ]);
}

async function leakGame(seats: number, clientSeats: number, seed: number) {
  const players: { room: Room; seat: Seat; got: Received[]; before?: Received[] }[] = [];
  // The caster creates and hosts the table, watching (a caster-view table's creator never sits).
  const caster = await server.client().create('table', {
    table: {
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
  // Delayed connections: the public view, every hand (caster), and P0's own seat view by its key.
  const delayed = {
    public: await server.client().joinById(first.roomId, { spectator: true, delayed: true }),
    caster: await server.client().joinById(first.roomId, { spectator: true, delayed: true, caster: true, casterKey }),
    seat: await server.client().joinById(first.roomId, { spectator: true, delayed: true, seatKey }),
  };
  const delayedGot = { public: record(delayed.public, null), caster: record(delayed.caster, null), seat: record(delayed.seat, null) };
  caster.send('start', { fillBots: true });
  const version = () => serverRoom(first.roomId).gameRecord()?.state.version ?? 0;
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
  const rec = serverRoom(first.roomId).gameRecord()!;
  const states = statesByVersion(rec.config, rec.log);
  expect(states.at(-1)).toEqual(rec.state);

  let checked = 0;
  let reshuffleSkips = 0;
  const leaks: string[] = [];
  const audit = (who: string, viewer: Seat | 'spectator' | 'caster', got: Received[]) => {
    for (const r of got) {
      const ids = r.text.match(CARD_ID) ?? [];
      if (r.version < 0 || ids.length === 0) continue;
      const now = states[r.version];
      if (!now) throw new Error(`no state for version ${r.version}`);
      const hiddenNow = hiddenFrom(now, viewer);
      if (r.kind === 'state') {
        for (const id of ids) if (hiddenNow.has(id)) leaks.push(`${who} state v${r.version}: ${id}`);
      } else {
        // Events of action v: a card hidden both before and after it must not be named.
        if (r.hasReshuffle) {
          reshuffleSkips++;
          // Still: nobody else's draw may name its card.
          const m = JSON.parse(r.text) as { events?: { type: string; seat: number; cardId: string | null }[] };
          for (const e of m.events ?? [])
            if (e.type === 'cardDrawn' && e.seat !== viewer && e.cardId !== null) leaks.push(`${who} drawn v${r.version}`);
          continue;
        }
        const before = states[r.version - 1] ? hiddenFrom(states[r.version - 1]!, viewer) : hiddenNow;
        for (const id of ids) if (hiddenNow.has(id) && before.has(id)) leaks.push(`${who} ${r.type} v${r.version}: ${id}`);
      }
      checked++;
    }
  };
  publish.mockRestore();
  // Nothing the table publishes for its audience rooms names a card hidden from spectators, or the seed.
  const feed: Received[] = [];
  for (const { channel, payload } of published) {
    expect(keysNamingTheSeed(payload), channel).toEqual([]);
    const item = payload as { view?: { version: number }; action?: { events: unknown }; history?: unknown[] };
    if (item.view)
      feed.push({ kind: 'state', version: item.view.version, type: 'feed', text: JSON.stringify(item.view), hasReshuffle: false });
    if (item.action) {
      const m = decodeEvents(item.action.events)!;
      const t = JSON.stringify(m);
      feed.push({ kind: 'message', version: m.version, type: 'feed events', text: t, hasReshuffle: t.includes('"deckReshuffled"') });
    }
    for (const h of decodeHistory(item.history ?? [])) {
      const t = JSON.stringify(h);
      feed.push({ kind: 'message', version: h.version, type: 'feed history', text: t, hasReshuffle: t.includes('"deckReshuffled"') });
    }
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
  expect(delayedGot.public.filter((r) => r.type === 'events').length).toBe(rec.log.length);
  // The seat view did show seat 0's own hand, and the caster every hand (the audits would be empty otherwise).
  const handsSeen = (got: Received[]) => {
    const seen = new Set<number>();
    for (const r of got) {
      if (r.kind !== 'state') continue;
      const players = (JSON.parse(r.text) as { game?: { players?: { hand?: unknown[] }[] } }).game?.players ?? [];
      players.forEach((p, i) => (p.hand?.length ?? 0) > 0 && seen.add(i));
    }
    return [...seen].sort();
  };
  expect(handsSeen(delayedGot.seat)).toEqual([0]);
  expect(handsSeen(delayedGot.caster)).toEqual(Array.from({ length: seats }, (_, i) => i));
  expect(handsSeen(delayedGot.public)).toEqual([]);
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
  expect(leaks).toEqual([]);
  // The recordings are substantial: every client saw the whole game.
  expect(specGot.filter((r) => r.kind === 'state').length).toBeGreaterThan(rec.log.length / 2);
  for (const p of players) if (p !== back) expect(p.got.filter((r) => r.type === 'events').length).toBe(rec.log.length);
  // A seat did see its own cards (the check would be empty otherwise).
  expect(players.some((p) => p.got.some((r) => r.kind === 'state' && JSON.parse(r.text).game?.players?.[p.seat]?.hand?.length > 0))).toBe(
    true,
  );
  for (const p of players) await p.room.leave();
  await spectator.leave();
  await caster.leave();
  await late.leave();
  await watcher.leave();
  await lateWatcher.leave();
  for (const r of Object.values(delayed)) await r.leave();
  return { checked, reshuffleSkips, actions: rec.log.length };
}

describe('LEAK: no client ever receives a card hidden from it', () => {
  it('2 seats, both clients', async () => {
    const r = await leakGame(2, 2, 11);
    expect(r.checked).toBeGreaterThan(100);
  });
  it('3 seats, all clients', async () => {
    const r = await leakGame(3, 3, 12);
    expect(r.checked).toBeGreaterThan(100);
  });
  it('4 seats: 2 clients and 2 server bots', async () => {
    const r = await leakGame(4, 2, 13);
    expect(r.checked).toBeGreaterThan(100);
  });
});
