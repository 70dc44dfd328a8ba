/** Test helpers: a real server on its own port, real colyseus.js clients over real websockets. */
import { Client, type Room } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import { vi } from 'vitest';
import { startServer, type RunningServer } from '../app.js';
import type { ServerConfig } from '../config.js';
import type { TableRoom } from '../rooms/TableRoom.js';
import type { TableOptions } from '../../shared/protocol/tableOptions.js';
import type { GameView } from '../../shared/games/emberforge/index.js';
import { decodeEvents } from '../../shared/games/emberforge/wire/eventsWire.js';
import { S2C } from '../../shared/protocol/protocol.js';
import { watchedView } from '../../shared/games/emberforge/wire/watchedView.js';

export interface TestServer extends RunningServer {
  client(): Client;
  http: string;
}

/**
 * A colyseus.js client whose rooms ignore message types the test has no handler for (as the web
 * client, which handles every type), instead of warning "onMessage() not registered" on each.
 */
export class TestClient extends Client {
  protected override createRoom<T>(...args: Parameters<Client['createRoom']>): Room<T> {
    const room = super.createRoom<T>(...(args as [string]));
    room.onMessage('*', () => {});
    return room;
  }
}

/** Per-address flood limits no test file reaches from 127.0.0.1 (tests of the limits set their own). */
export const TEST_ADDRESS_FLOODS: ServerConfig['addressFloods'] = {
  frameErrors: { burst: 1e9, perSecond: 1e9 },
  joins: { burst: 1e9, perSecond: 1e9 },
  blockSeconds: 60,
};

export async function bootServer(cfg: Partial<ServerConfig> = {}): Promise<TestServer> {
  // Port 0: the OS picks a free port, so parallel workers never collide.
  const running = await startServer({
    port: 0,
    createLimit: { burst: 1000, perSecond: 1000 },
    apiLimit: { burst: 1000, perSecond: 1000 },
    // Bots-only tables at the pace each test sets (server/tests/retention.test.ts tests the minimum).
    botsOnlyMinDelayMs: 0,
    reservations: { perAddress: 1000, spectatorsPerAddress: 1000, perTable: 1000, perAddressAtTable: 1000, perSeatKey: 1000, seconds: 10 },
    // Casters and players all come from 127.0.0.1 in tests: the address rule is casterTrust.test.ts's.
    refuseSeatsAtCasterAddress: false,
    // One address (127.0.0.1) stands for every client of a test file; the per-address flood limits are addressFloods.test.ts's.
    addressFloods: TEST_ADDRESS_FLOODS,
    ...cfg,
  });
  const http = `http://localhost:${running.port}`;
  return { ...running, http, client: () => new TestClient(`ws://localhost:${running.port}`) };
}

/**
 * A ServerConfig.tableSeed for tests that need a reproducible game: a table named "... #N" is seeded
 * with N (server-side configuration: clients cannot choose seeds); any other table gets a secret.
 */
export function seedFromTableName(o: TableOptions): number | undefined {
  const m = /#(\d{1,10})$/.exec(o.name);
  return m ? Number(m[1]) : undefined;
}

export function serverRoom(id: string): TableRoom {
  return matchMaker.getLocalRoomById(id) as unknown as TableRoom;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Polls until `check` returns a truthy value, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
  everyMs = 10,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    let v: T | undefined | null | false;
    try {
      v = await check(); // an async check is awaited (its promise alone would always read as true)
    } catch {
      v = undefined; // state not there yet
    }
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** Collects every message of a client by type, to await the next one. */
export class Inbox {
  readonly all: { type: string; message: unknown; at: number }[] = [];
  private waiters: { type: string; from: number; resolve: (m: unknown) => void }[] = [];
  private readonly watched = watchedView();
  /** Versions whose events came after a gap (a public audience room must never leave one). */
  readonly gaps: number[] = [];

  constructor(room: Room) {
    room.onMessage('*', (type, message) => {
      this.all.push({ type: String(type), message, at: Date.now() });
      this.watch(String(type), message);
      const i = this.all.length - 1;
      this.waiters = this.waiters.filter((w) => {
        if (w.type === String(type) && i >= w.from) {
          w.resolve(message);
          return false;
        }
        return true;
      });
    });
  }

  /**
   * The game as a spectator of a public audience or delayed room holds it (the room sends it as
   * messages, not in its state): its last `view`, moved on by each `events` after it, as client/net does.
   */
  get view(): GameView | null {
    return this.watched.view;
  }

  private watch(type: string, message: unknown): void {
    if (type === S2C.view) this.watched.set(message);
    else if (type === S2C.events) {
      const e = decodeEvents(message);
      if (e && this.watched.follow(e) === 'gap') this.gaps.push(e.version);
    }
  }

  of<T = unknown>(type: string): T[] {
    return this.all.filter((m) => m.type === type).map((m) => m.message as T);
  }

  /** The next message of this type after the current count (or `from`), with a timeout. */
  next<T = unknown>(type: string, timeoutMs = 5000, from = this.all.length): Promise<T> {
    const already = this.all.slice(from).find((m) => m.type === type);
    if (already) return Promise.resolve(already.message as T);
    return new Promise<T>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`no "${type}" message within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        type,
        from,
        resolve: (m) => {
          clearTimeout(t);
          resolve(m as T);
        },
      });
    });
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read decoded state freely
export function json(room: Room): Record<string, any> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (room.state as { toJSON(): Record<string, any> }).toJSON();
}

/** Fetches GET /api/tables. */
export async function tables(http: string): Promise<{ id: string; [k: string]: unknown }[]> {
  const res = await fetch(`${http}/api/tables`);
  const body = (await res.json()) as { tables: { id: string }[] };
  return body.tables;
}

/**
 * A join or create the server must refuse: resolves with the error. colyseus.js warns on the console
 * about a refused websocket join (the error, then the 4002 close that follows it); those warnings are
 * expected here, so they are collected (until the close has come) instead of printed, and checked:
 * any other warning meanwhile fails the test.
 */
export async function refused(attempt: () => Promise<unknown>): Promise<Error> {
  const warnings: string[] = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  });
  try {
    const error = await attempt().then(
      () => null,
      (e: unknown) => e as Error,
    );
    if (!error) throw new Error('expected the server to refuse');
    if (warnings.some((w) => w.includes('colyseus.js - onError')))
      await waitFor('the refused connection to close', () => warnings.some((w) => w.includes('closed unexpectedly')), 5000);
    const code = (error as { code?: number }).code;
    const expected = (w: string) =>
      w === `colyseus.js - onError => (${code}) ${error.message}` ||
      /^Room connection was closed unexpectedly \(4002\): /.test(w) ||
      /^colyseus\.js - onError => \(4002\) /.test(w);
    const unexpected = warnings.filter((w) => !expected(w));
    if (unexpected.length) throw new Error(`unexpected warnings while refused (${error.message}): ${JSON.stringify(unexpected)}`);
    return error;
  } finally {
    warn.mockRestore();
  }
}

/**
 * Leaves a room unless the server already let it go: on a table watched only behind its delay the
 * start closes its host's live connection (CLOSE_CODE.behindTheDelay), and colyseus.js's leave() of a
 * closed room never resolves.
 */
export async function leaveIfOpen(room: { connection: { isOpen: boolean }; leave(): Promise<unknown> }): Promise<void> {
  if (room.connection.isOpen) await room.leave();
}
