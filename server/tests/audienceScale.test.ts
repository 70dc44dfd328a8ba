/**
 * Audience rooms across two real processes joined by Redis (issue 11): a human player (colyseus.js,
 * legal actions from its own view) and three bots at a table on process A; 50 spectators that come
 * through a plain round-robin load balancer and land in audience rooms on A and on B (5 per room);
 * a whole game. Process B is killed (SIGKILL) mid-game: its spectators rejoin another audience room
 * of the table by themselves (as the web client does: joinOrCreate through the balancer, which now
 * only reaches A) and miss nothing (the history fills the gap). At the end every spectator's state
 * equals the engine's public view of a straight replay of the stored log.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, viewFor, type Action, type GameConfig } from '../../shared/games/emberforge/index.js';
import { decodeEvents, decodeHistory } from '../../shared/games/emberforge/wire/eventsWire.js';
import type { GameReplay } from '../../shared/protocol/gamesApi.js';
import { AUDIENCE_ROOM_NAME, type AudienceJoinOptions, type WelcomeMessage } from '../../shared/protocol/protocol.js';
import { stateToView } from '../../shared/games/emberforge/wire/stateToView.js';
import { Inbox, json, sleep, TestClient, waitFor } from './helpers.js';
import { AutoPlayer } from './support/autoPlayer.js';
import { startLoadBalancer, type LoadBalancer } from './support/loadBalancer.js';
import { shouldTestRedis, startRedis, type RedisServer } from './support/redis.js';
import { sparePort, startServerProcess, type ServerProcess } from './support/serverProcess.js';

const withRedis = shouldTestRedis();
const dirs: string[] = [];
const running: ServerProcess[] = [];
let redis: RedisServer | null = null;
let lb: LoadBalancer | null = null;

beforeAll(async () => {
  if (withRedis) redis = await startRedis();
}, 60_000);
afterAll(async () => {
  for (const w of watchers) w.stop();
  for (const p of running) await p.kill('SIGKILL');
  await lb?.close();
  await redis?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function node(): Promise<{ proc: ServerProcess; dataDir: string }> {
  const port = await sparePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emberforge-audience-'));
  dirs.push(dataDir);
  const proc = await startServerProcess({
    PORT: String(port),
    REDIS_URL: redis!.url,
    PUBLIC_ADDRESS: `localhost:${port}`,
    DATA_DIR: dataDir,
    GRACE_SECONDS: '600',
    AUDIENCE_ROOM_CLIENTS: '5',
  });
  running.push(proc);
  return { proc, dataDir };
}

const socketPort = (room: Room): number =>
  Number(new URL((room.connection as unknown as { transport: { ws: { url: string } } }).transport.ws.url).port);

/** A spectator as the web client behaves: watches through an audience room, and when that room's process goes away, watches again. */
class Watcher {
  room!: Room;
  /** What its current room sent it (the game as it holds it: `inbox.view`). */
  inbox!: Inbox;
  private readonly inboxes: Inbox[] = [];
  rejoins = 0;
  /** The last version it had seen when its room went away. */
  lastBeforeDrop = -1;
  private stopped = false;

  constructor(
    private readonly endpoint: string,
    private readonly tableId: string,
  ) {}

  async start(): Promise<void> {
    this.attach(await this.connect());
  }

  private connect(): Promise<Room> {
    // What the web client's comeBackOnce does for a spectator (client/net/comeBack.ts).
    return new TestClient(this.endpoint).joinOrCreate(AUDIENCE_ROOM_NAME, { tableId: this.tableId } satisfies AudienceJoinOptions);
  }

  /** Game versions whose events reached it (events messages and join histories, in every room it was in). */
  get versions(): Set<number> {
    const out = new Set<number>();
    for (const inbox of this.inboxes) {
      inbox.of('events').forEach((w) => out.add(decodeEvents(w)?.version ?? -1));
      inbox.of('history').forEach((w) => decodeHistory(w).forEach((e) => out.add(e.version)));
    }
    return out;
  }

  get version(): number {
    return this.inbox?.view?.version ?? 0;
  }

  private attach(room: Room): void {
    this.room = room;
    this.inbox = new Inbox(room);
    this.inboxes.push(this.inbox);
    room.onLeave((code) => {
      if (this.stopped || code === 1000) return;
      this.lastBeforeDrop = this.version;
      void this.comeBack();
    });
    room.send('hello', {});
  }

  private async comeBack(): Promise<void> {
    for (let attempt = 0; attempt < 50 && !this.stopped; attempt++) {
      try {
        const room = await this.connect();
        this.rejoins++;
        this.attach(room);
        return;
      } catch {
        await sleep(100);
      }
    }
  }

  stop(): void {
    this.stopped = true;
    void this.room?.leave().catch(() => {});
  }
}
const watchers: Watcher[] = [];

describe.skipIf(!withRedis)('audience rooms across two processes over Redis', () => {
  it('50 spectators on A and B watch a whole game, B dies mid-game, every final state is the engine view', async () => {
    const [a, b] = await Promise.all([node(), node()]);
    lb = await startLoadBalancer([
      { host: '127.0.0.1', port: a.proc.port },
      { host: '127.0.0.1', port: b.proc.port },
    ]);
    const table = { tableName: 'Audience', seats: 4, botDelayMs: 40, turnSeconds: 0 };
    const annRoom = await new TestClient(a.proc.ws).create('table', { table, name: 'Ann', color: 'blue' });
    const ann = new Inbox(annRoom);
    annRoom.send('hello', {});
    await ann.next<WelcomeMessage>('welcome', 10_000, 0);
    const id = annRoom.roomId;
    annRoom.send('addBots', { count: 3 });
    await waitFor('three bots seated', () => json(annRoom).seats?.[3]?.kind === 'bot');

    for (let i = 0; i < 50; i++) {
      const w = new Watcher(lb.ws, id);
      await w.start();
      watchers.push(w);
    }
    const onB = watchers.filter((w) => socketPort(w.room) === b.proc.port);
    const onA = watchers.filter((w) => socketPort(w.room) === a.proc.port);
    expect(onA.length + onB.length).toBe(50);
    expect(onB.length).toBeGreaterThanOrEqual(10);
    expect(onA.length).toBeGreaterThanOrEqual(10);

    annRoom.send('start', {});
    const annPlays = new AutoPlayer(annRoom, 0, 17);
    await waitFor('the game under way at every spectator', () => watchers.every((w) => w.version >= 15), 60_000, 20);
    expect(json(annRoom).status).toBe('playing');
    // Ann holds her next turn while B dies and its spectators come back: the bots play up to it, so the
    // history a returning spectator gets (the last HISTORY_EVENT_CAP events) reaches back past its drop
    // however long a busy machine takes to bring it back.
    annPlays.pause();
    expect((await b.proc.kill('SIGKILL')).signal).toBe('SIGKILL');

    await waitFor('B’s spectators back, on A', () => onB.every((w) => w.rejoins >= 1 && socketPort(w.room) === a.proc.port), 30_000, 20);
    expect(onA.every((w) => w.rejoins === 0)).toBe(true);
    annPlays.resume();
    await waitFor('the end of the game at the player', () => json(annRoom).status === 'ended', 180_000, 50);
    const last = stateToView(json(annRoom), 0)!.version;
    await waitFor('every spectator at the end', () => watchers.every((w) => w.version === last), 15_000, 20);

    // The stored game, as the server serves it (the server process owns its SQLite file).
    const res = await fetch(`${a.proc.http}/api/games/${id}`);
    expect(res.status).toBe(200);
    const game = (await res.json()) as GameReplay<GameConfig, Action>;
    expect(game.log.length).toBe(last);
    const publicView = viewFor(replay(game.config, game.log), 'spectator');
    expect(publicView.phase).toBe('ended');
    for (const w of watchers) expect(w.inbox.view).toEqual(publicView);
    // Nothing missed across the drop: every version after the last one seen on B reached them.
    for (const w of onB) {
      expect(w.lastBeforeDrop).toBeGreaterThanOrEqual(15);
      for (let v = w.lastBeforeDrop + 1; v <= last; v++) expect(w.versions.has(v), `version ${v}`).toBe(true);
    }
    for (const w of watchers) w.stop();
  }, 300_000);
});
