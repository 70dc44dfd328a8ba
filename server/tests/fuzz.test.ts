/**
 * FUZZ: over 10,000 random and mutated messages from two players and a spectator at a running table.
 * Every one gets an error reply, the game state does not change, no client is disconnected, and the
 * server keeps serving another table (a bot game runs to its end meanwhile).
 */
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAction, legalActions, parseAction, type Action, type GameState } from '../../shared/index.js';
import { bootServer, Inbox, json, serverRoom, sleep, tables, waitFor, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ rateLimit: { burst: 100_000, perSecond: 100_000 } });
});
afterAll(async () => {
  await server.close();
});

function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}

const JUNK: unknown[] = [
  null,
  undefined,
  0,
  -1,
  1.5,
  2 ** 40,
  NaN,
  '',
  'x',
  'ignar',
  'placeEmber',
  true,
  false,
  [],
  {},
  [1, 2, 3],
  { type: 'endTurn' },
  'A'.repeat(300),
  { __proto__: { type: 'endTurn' } },
  { constructor: 'x' },
  ['placeEmber'],
  'AX01',
  -0,
  Infinity,
];
const TEMPLATES: unknown[] = [
  { type: 'placeEmber', zone: 'ignar' },
  { type: 'endPlacement' },
  { type: 'ignar', discard: ['AX01'], take: ['iron'] },
  { type: 'durgaz', payments: [{ cardId: 'AX01', material: 'iron' }] },
  { type: 'rune', use: { mode: 'forged', cardId: 'AX01', choice: { zone: 'ignar' } } },
  { type: 'rune', use: { mode: 'ephemeral', cardId: 'SW01' } },
  { type: 'gildar', pick: { kind: 'draw' } },
  { type: 'gildar', pick: { kind: 'commission', cardId: 'AX01', slot: 0, materials: ['iron', 'bronze'] } },
  { type: 'closeZone' },
  { type: 'endTurn' },
];

function mutate(r: ReturnType<typeof rng>, value: unknown, depth = 0): unknown {
  const roll = r.int(10);
  if (roll === 0 || depth > 4) return r.pick(JUNK);
  if (Array.isArray(value)) {
    const copy = value.map((v) => (r.int(3) === 0 ? mutate(r, v, depth + 1) : v));
    if (r.int(4) === 0) copy.push(r.pick(JUNK));
    if (r.int(6) === 0) return Array.from({ length: 30 }, () => copy[0]);
    return copy;
  }
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (keys.length && r.int(3) === 0) delete copy[r.pick(keys)];
    if (keys.length && r.int(2) === 0) {
      const k = r.pick(keys);
      copy[k] = mutate(r, copy[k], depth + 1);
    }
    if (r.int(4) === 0) copy[r.pick(['extra', 'seat', 'version', 'type', 'hand', '__proto__'])] = r.pick(JUNK);
    return copy;
  }
  return r.int(2) === 0 ? r.pick(JUNK) : value;
}

function deep(n: number): unknown {
  let v: unknown = { type: 'endTurn' };
  for (let i = 0; i < n; i++) v = { action: v };
  return v;
}

describe('FUZZ', () => {
  it('answers 10,000+ bad messages with errors, changes nothing, and keeps serving', async () => {
    const p0 = await server.client().create('table', { table: { seats: 2, botDelayMs: 0 }, name: 'Fuzz0' });
    const p1 = await server.client().joinById(p0.roomId, { name: 'Fuzz1' });
    const sp = await server.client().joinById(p0.roomId, { spectator: true });
    const inboxes = new Map<Room, Inbox>([p0, p1, sp].map((r) => [r, new Inbox(r)]));
    p0.send('start', {});
    await waitFor('the game', () => json(sp).game && json(p0).game && json(p1).game);
    const table = serverRoom(p0.roomId);
    const before: GameState = table.gameRecord()!.state;
    const beforeJson = JSON.stringify(json(sp));

    // Meanwhile another table plays a whole bot game.
    const other = await server.client().create('table', { table: { seats: 4, botDelayMs: 0 }, spectator: true });
    new Inbox(other);
    other.send('start', { fillBots: true });

    const r = rng(2024);
    const senders: { room: Room; seat: number | 'spectator' }[] = [
      { room: p0, seat: 0 },
      { room: p1, seat: 1 },
      { room: sp, seat: 'spectator' },
    ];
    const legal = legalActions(before, before.activeSeat);
    const sent = new Map<Room, number>([
      [p0, 0],
      [p1, 0],
      [sp, 0],
    ]);
    const TOTAL = 10_500;
    let bytesMessages = 0;
    for (let i = 0; i < TOTAL; i++) {
      const who = r.pick(senders);
      const kind = r.int(20);
      if (kind === 0) {
        who.room.sendBytes(r.pick(['action', 'nope', 'start']), new Uint8Array(Array.from({ length: r.int(64) }, () => r.int(256))));
        bytesMessages++;
      } else if (kind === 1) {
        who.room.send(
          r.pick(['nope', 'Action', '', 'welcome', 'error', 'toJSON', '__proto__', 'constructor']),
          mutate(r, r.pick(TEMPLATES)),
        );
      } else if (kind === 2) {
        who.room.send(r.int(1000) + 1, r.pick(JUNK));
      } else if (kind === 3) {
        who.room.send(
          r.pick(['action', 'addBots', 'start', 'removeBot']),
          r.int(2) ? { blob: 'z'.repeat(5000 + r.int(10_000)) } : deep(40 + r.int(100)),
        );
      } else if (kind === 4) {
        who.room.send(r.pick(['addBots', 'start', 'removeBot']), mutate(r, { count: 1, seat: 1, fillBots: true }));
      } else {
        // 'action' with a mutated action and a (possibly) wrong version; never one the engine would accept.
        const base = r.int(3) === 0 && legal.length ? r.pick(legal) : r.pick(TEMPLATES);
        const action = r.int(4) === 0 ? base : mutate(r, base);
        let version: unknown = r.int(3) === 0 ? mutate(r, before.version) : before.version + (r.int(2) ? 0 : r.pick([-1, 1, 7]));
        const msg: unknown = r.int(15) === 0 ? mutate(r, { version, action }) : { version, action };
        const parsed = parseAction((msg as { action?: unknown })?.action);
        const wouldPass =
          who.seat !== 'spectator' &&
          parsed.ok &&
          (msg as { version?: unknown })?.version === before.version &&
          checkAction(before, who.seat, parsed.action as Action) === null;
        if (wouldPass) {
          version = before.version - 1; // keep it an error: stale
          who.room.send('action', { version, action });
        } else who.room.send('action', msg);
      }
      sent.set(who.room, sent.get(who.room)! + 1);
      if (i % 250 === 249) {
        await waitFor('error replies', () => [...sent].every(([room, n]) => inboxes.get(room)!.of('error').length >= n), 20_000, 5);
      }
    }
    await waitFor('all error replies', () => [...sent].every(([room, n]) => inboxes.get(room)!.of('error').length >= n), 30_000, 5);
    await sleep(100);

    // Exactly one error per message, nothing else (no accepted, no events), nobody disconnected.
    let errors = 0;
    for (const [room, n] of sent) {
      const inbox = inboxes.get(room)!;
      expect(inbox.of('error').length).toBe(n);
      expect(inbox.of('accepted')).toEqual([]);
      expect(inbox.of('events')).toEqual([]);
      expect(room.connection.isOpen).toBe(true);
      errors += n;
    }
    expect(errors).toBeGreaterThanOrEqual(10_000);
    expect(bytesMessages).toBeGreaterThan(100);
    const codes = new Set([...inboxes.values()].flatMap((i) => i.of<{ code: string }>('error').map((e) => e.code)));
    for (const c of [
      'invalid_action',
      'stale_version',
      'not_a_player',
      'unknown_message',
      'payload_too_large',
      'not_in_lobby',
      'not_your_turn',
    ])
      expect(codes).toContain(c);

    // The game did not move.
    expect(table.gameRecord()!.state).toBe(before);
    expect(JSON.stringify(json(sp))).toBe(beforeJson);

    // The other table finished its game meanwhile, and the server still takes new tables.
    await waitFor('the other game to end', () => json(other).status === 'ended', 60_000, 20);
    const third = await server.client().create('table', { table: { seats: 2, tableName: 'After fuzz' }, name: 'Late' });
    new Inbox(third);
    expect((await tables(server.http)).some((t) => t.id === third.roomId)).toBe(true);

    // And the fuzzed table still plays: the active seat's legal move is accepted.
    const active = before.activeSeat === 0 ? p0 : p1;
    const from = inboxes.get(active)!.all.length;
    active.send('action', { version: before.version, action: legal[0] });
    expect(await inboxes.get(active)!.next('accepted', 5000, from)).toEqual({ version: before.version + 1 });
    for (const room of [p0, p1, sp, other, third]) await room.leave();
  });
});
