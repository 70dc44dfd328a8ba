/**
 * SHARED FOCUS through real websockets: the active player's public focus reaches a live spectator
 * of the table room and a spectator of an audience room, never a player; it is dropped (silently)
 * from the wrong seat, from a spectator, and for a card that is not face up (a hand card above all);
 * at most FOCUS_MAX_PER_SECOND updates go out, the last one always delivered; a new turn or the
 * player's drop clears it;
 * a flood costs the table a frame check per message, not a focus check.
 */
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { legalActions, type Action, type GameView } from '../../shared/games/emberforge/index.js';
import { stateToView } from '../../shared/games/emberforge/wire/stateToView.js';
import type { SpectatorFocusMessage } from '../../shared/protocol/protocol.js';
import { FocusRelay } from '../rooms/focusRelay.js';
import { bootServer, Inbox, json, seedFromTableName, serverRoom, waitFor, type TestServer } from './helpers.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ tableSeed: seedFromTableName });
});
afterAll(async () => {
  await server.close();
});

interface Table {
  ann: Room;
  bob: Room;
  spec: Room;
  aud: Room;
  inbox: { ann: Inbox; bob: Inbox; spec: Inbox; aud: Inbox };
}

/** Ann (seat 0, whose turn it is first) and Bob, a live spectator and an audience-room spectator; the game started. */
async function table(name: string): Promise<Table> {
  const ann = await server.client().create('table', { table: { seats: 2, tableName: name, turnSeconds: 0 }, name: 'Ann', color: 'green' });
  const bob = await server.client().joinById(ann.roomId, { name: 'Bob', color: 'yellow' });
  const spec = await server.client().joinById(ann.roomId, { spectator: true });
  const aud = await server.client().joinOrCreate('audience', { tableId: ann.roomId });
  const inbox = { ann: new Inbox(ann), bob: new Inbox(bob), spec: new Inbox(spec), aud: new Inbox(aud) };
  ann.send('start', {});
  await waitFor('the game, everywhere', () => [ann, bob, spec].every((r) => json(r).game?.version >= 0) && inbox.aud.view !== null);
  expect(json(ann).game.activeSeat).toBe(0);
  return { ann, bob, spec, aud, inbox };
}

const focusOf = (b: Inbox) => b.of<SpectatorFocusMessage>('focus');

describe('shared focus', () => {
  it('relays the active player focus to both kinds of spectator only; drops the wrong seat, spectators and hidden cards', async () => {
    const t = await table('Focus #11');
    const truth = serverRoom(t.ann.roomId).gameRecord<EmberforgeRecord>()!.state;
    const annHand = truth.players[0]!.hand;
    const bobHand = truth.players[1]!.hand;
    expect(annHand.length).toBeGreaterThan(0);
    // All of these must be dropped. Had any been accepted, the first would have gone out at once
    // (the table sent no focus yet), before the zone below.
    t.bob.send('focus', { target: { kind: 'zone', zone: 'durgaz' } }); // not Bob's turn
    t.spec.send('focus', { target: { kind: 'zone', zone: 'durgaz' } });
    t.aud.send('focus', { target: { kind: 'zone', zone: 'durgaz' } });
    t.ann.send('focus', { target: { kind: 'card', id: annHand[0] } }); // her own hand card
    t.ann.send('focus', { target: { kind: 'card', id: bobHand[0] } }); // a hidden card of another hand
    t.ann.send('focus', { target: { kind: 'card', id: truth.deck[0] } }); // the deck's top
    t.ann.send('focus', { target: { kind: 'zone', zone: 'nowhere' } }); // malformed
    t.ann.send('focus', 'junk');
    t.ann.send('focus', { target: { kind: 'zone', zone: 'ignar' } });
    const first: SpectatorFocusMessage = { seat: 0, target: { kind: 'zone', zone: 'ignar' } };
    expect(await t.inbox.spec.next('focus', 5000, 0)).toEqual(first);
    expect(await t.inbox.aud.next('focus', 5000, 0)).toEqual(first);

    // A face-up card (a commission) and a commission slot are public: relayed.
    const commissionCard = truth.commissions.find((c) => c !== null)!;
    await waitFor('the throttle interval', () => Date.now() - t.inbox.spec.all.at(-1)!.at > 250);
    t.ann.send('focus', { target: { kind: 'card', id: commissionCard } });
    await waitFor('the card focus', () => focusOf(t.inbox.spec).length === 2 && focusOf(t.inbox.aud).length === 2);
    expect(focusOf(t.inbox.aud)[1]).toEqual({ seat: 0, target: { kind: 'card', id: commissionCard } });

    // A spectator arriving now is told what is in focus.
    const late = await server.client().joinById(t.ann.roomId, { spectator: true });
    const lateInbox = new Inbox(late);
    late.send('hello', {});
    expect(await lateInbox.next('focus')).toEqual({ seat: 0, target: { kind: 'card', id: commissionCard } });

    // Nothing hidden ever went out, no player got any focus, and nobody got an error for a dropped focus.
    const hidden = new Set<string>([...annHand, ...bobHand, ...truth.deck]);
    for (const b of [t.inbox.spec, t.inbox.aud, lateInbox])
      for (const m of focusOf(b)) expect(m.target?.kind === 'card' && hidden.has(String(m.target.id))).toBe(false);
    expect(focusOf(t.inbox.ann)).toEqual([]);
    expect(focusOf(t.inbox.bob)).toEqual([]);
    for (const b of Object.values(t.inbox)) expect(b.of('error')).toEqual([]);

    // Ann's connection drops (no consent: her seat waits for her): her focus is cleared at once.
    await t.ann.leave(false);
    const cleared = JSON.stringify({ seat: 0, target: null });
    await waitFor('the focus cleared on the drop', () =>
      [t.inbox.spec, t.inbox.aud, lateInbox].every((b) => JSON.stringify(focusOf(b).at(-1)) === cleared),
    );
    await Promise.all([t.bob, t.spec, t.aud, late].map((r) => r.leave()));
  });

  it('sends at most 5 updates a second, the last one always; a new turn clears the focus', async () => {
    const t = await table('Focus #12');
    const targets = [
      { kind: 'zone', zone: 'ignar' },
      { kind: 'zone', zone: 'durgaz' },
      { kind: 'commission', slot: 1 },
      { kind: 'zone', zone: 'runarium' },
      { kind: 'zone', zone: 'gildar' },
    ];
    const sentAt = Date.now();
    for (let i = 0; i < 15; i++) t.ann.send('focus', { target: targets[i % targets.length] }); // within the frame burst
    const last = { seat: 0, target: targets[14 % targets.length] };
    await waitFor('the last focus at both spectators', () =>
      [t.inbox.spec, t.inbox.aud].every((b) => JSON.stringify(focusOf(b).at(-1)) === JSON.stringify(last)),
    );
    // 15 updates within one throttle interval: the first goes out at once, the latest when the interval is over.
    for (const b of [t.inbox.spec, t.inbox.aud]) {
      const got = b.all.filter((m) => m.type === 'focus');
      expect(got.map((m) => m.message)).toEqual([{ seat: 0, target: targets[0] }, last]);
      expect(got[1]!.at - sentAt).toBeGreaterThanOrEqual(190);
    }

    // Ann ends her turn: the focus is cleared for every spectator.
    while (json(t.ann).game.activeSeat === 0) {
      const view = stateToView(json(t.ann), 0) as GameView;
      const options: Action[] = legalActions(view, 0);
      const action = options.find((a) => a.type === 'endTurn') ?? options[0]!;
      const from = t.inbox.ann.all.length;
      t.ann.send('action', { version: view.version, action });
      expect(await t.inbox.ann.next('accepted', 5000, from)).toEqual({ version: view.version + 1 });
      await waitFor('the patch', () => json(t.ann).game.version > view.version);
    }
    const cleared = { seat: 0, target: null };
    await waitFor('the focus cleared', () =>
      [t.inbox.spec, t.inbox.aud].every((b) => JSON.stringify(focusOf(b).at(-1)) === JSON.stringify(cleared)),
    );
    // Ann is no longer heard; Bob is now.
    t.ann.send('focus', { target: { kind: 'zone', zone: 'ignar' } });
    t.bob.send('focus', { target: { kind: 'zone', zone: 'gildar' } });
    await waitFor(
      'Bob focus',
      () => JSON.stringify(focusOf(t.inbox.spec).at(-1)) === JSON.stringify({ seat: 1, target: { kind: 'zone', zone: 'gildar' } }),
    );
    expect(focusOf(t.inbox.spec).filter((m) => m.seat === 0 && m.target !== null)).toHaveLength(2);
    expect(focusOf(t.inbox.ann)).toEqual([]);
    expect(focusOf(t.inbox.bob)).toEqual([]);
    await Promise.all([t.ann, t.bob, t.spec, t.aud].map((r) => r.leave()));
  });

  it('a client flooding focus at 1000 messages a second reaches the focus check only within the frame rate limit', async () => {
    const t = await table('Focus #13');
    const offer = vi.spyOn(FocusRelay.prototype, 'offer');
    let closedWith = 0;
    t.ann.onLeave((code) => (closedWith = code));
    const zones = ['ignar', 'durgaz', 'runarium', 'gildar'];
    for (let i = 0; i < 1000; i++) t.ann.send('focus', { target: { kind: 'zone', zone: zones[i % 4] } });
    await waitFor('the flooding client refused', () => t.inbox.ann.of('error').length > 0);
    const start = Date.now();
    await waitFor('a second of focus at the spectator', () => Date.now() - start > 1000 && focusOf(t.inbox.spec).length > 0);
    // The default burst is 20 frames: at most that (plus a few refills) reached the focus check.
    expect(offer.mock.calls.length).toBeLessThanOrEqual(30);
    expect(t.inbox.ann.of<{ code: string }>('error').every((e) => e.code === 'rate_limited')).toBe(true);
    expect(focusOf(t.inbox.spec).length).toBeLessThanOrEqual(3);
    offer.mockRestore();
    // Past floodDisconnectAfter refused frames in a row, the flooding client is let go (4029).
    await waitFor('the flooding client disconnected', () => closedWith === 4029);
    await Promise.all([t.bob, t.spec, t.aud].map((r) => r.leave()));
  });

  it('reaches a delayed connection only the delay after the player pointed, and a live spectator at once', async () => {
    const DELAY_MS = 3000;
    const ann = await server.client().create('table', {
      table: { seats: 2, tableName: 'Focus #14', turnSeconds: 0, broadcastDelaySeconds: 3, liveSpectators: true },
      name: 'Ann',
      color: 'green',
    });
    const bob = await server.client().joinById(ann.roomId, { name: 'Bob', color: 'yellow' });
    const spec = await server.client().joinById(ann.roomId, { spectator: true });
    const late = await server.client().joinById(ann.roomId, { spectator: true, delayed: true });
    const inbox = { spec: new Inbox(spec), late: new Inbox(late) };
    new Inbox(bob);
    ann.send('start', {});
    await waitFor('the game at the table', () => json(ann).game?.version >= 0);
    // The delayed connection sees the game only once its start is older than the delay.
    await waitFor('the game at the delayed connection', () => inbox.late.view !== null, 10_000);
    const sentAt = Date.now();
    ann.send('focus', { target: { kind: 'zone', zone: 'gildar' } });
    const live = await inbox.spec.next<SpectatorFocusMessage>('focus', 5000);
    expect(live).toEqual({ seat: 0, target: { kind: 'zone', zone: 'gildar' } });
    expect(Date.now() - sentAt).toBeLessThan(DELAY_MS);
    expect(focusOf(inbox.late)).toEqual([]);
    const delayed = await inbox.late.next<SpectatorFocusMessage>('focus', 10_000);
    expect(delayed).toEqual(live);
    const arrived = inbox.late.all.find((m) => m.type === 'focus')!.at;
    expect(arrived - sentAt).toBeGreaterThanOrEqual(DELAY_MS);
    for (const r of [late, spec, bob, ann]) await r.leave();
  }, 30_000);
});
