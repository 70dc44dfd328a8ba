/**
 * Log flooding: 2,000 websocket upgrades without a reservation (and a few oversized frames) used to
 * print a 9-line stack trace each. Each upgrader still gets a clear error; the log gets a few short
 * lines; the other table keeps its env.pace.
 */
import { matchMaker } from '@colyseus/core';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { QuietLogger } from '../net/quietLogger.js';
import { reportPace, serverWithPace } from './botPace.js';
import { Inbox } from './helpers.js';

const env = serverWithPace();

/** Opens a websocket to the room without a reservation; resolves with the error frame's text and the close code. */
function upgradeWithout(roomId: string): Promise<{ text: string; code: number }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${env.server.port}/${matchMaker.processId}/${roomId}?sessionId=forged`);
    let text = '';
    ws.on('message', (data: Buffer) => (text += data.toString('latin1')));
    ws.on('close', (code: number) => resolve({ text, code }));
    ws.on('error', reject);
  });
}

describe('log flooding', () => {
  it('2,000 upgrades without a reservation get an error each and write a few short lines', async () => {
    const host = await env.server.client().create('table', { table: { seats: 2 }, name: 'Host' });
    new Inbox(host);
    const lines: string[] = [];
    const spies = (['error', 'warn', 'log', 'info'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))),
    );
    let figures: [number, number] = [0, 0];
    let written: string[] = [];
    try {
      const idle = await env.pace.measure(1500);
      const { pace: attacked, result } = await env.pace.during(async () => {
        const out: { text: string; code: number }[] = [];
        for (let batch = 0; batch < 40; batch++)
          out.push(...(await Promise.all(Array.from({ length: 50 }, () => upgradeWithout(host.roomId)))));
        return out;
      });
      figures = [idle, attacked];
      expect(result).toHaveLength(2000);
      for (const r of result) {
        expect(r.text).toContain('seat reservation expired');
        expect(r.code).toBe(4002);
      }
      written = lines.join('\n').split('\n');
    } finally {
      for (const s of spies) s.mockRestore();
    }
    reportPace('2,000 upgrades without a reservation', ...figures);
    console.info(`[log] 2,000 refused upgrades wrote ${written.length} line(s): ${JSON.stringify(written)}`);
    expect(figures[1]).toBeGreaterThan(figures[0] / 4);
    expect(written.length).toBeLessThanOrEqual(3);
    expect(written[0]).toMatch(/^\[colyseus error\] Error: seat reservation expired/);
    await host.leave();
  });

  it('prints each kind of line once per window, then says how many were left out', () => {
    let t = 0;
    const out: string[] = [];
    const log = new QuietLogger(
      (l) => out.push(l),
      10_000,
      () => t,
    );
    const refusal = new Error('seat reservation expired.');
    for (let i = 0; i < 500; i++) log.error(refusal.stack);
    const bug = new TypeError('x is undefined');
    log.error(bug.stack);
    t += 10_001;
    log.error(refusal.stack);
    expect(out).toHaveLength(3);
    expect(out[0]).toBe('[colyseus error] Error: seat reservation expired.');
    expect(out[1]).toContain('TypeError: x is undefined\n    at '); // the server's own bugs keep their stack
    expect(out[2]).toBe('[colyseus error] Error: seat reservation expired. (and 499 more like it since the last one)');
  });

  it('writes a frame ws refused as one short line, as Colyseus logs it (message, then stack)', () => {
    const out: string[] = [];
    const log = new QuietLogger((l) => out.push(l));
    for (const message of ['Max payload size exceeded', 'Invalid WebSocket frame: invalid opcode 5']) {
      const err = new RangeError(message);
      log.error(err.message + '\n' + err.stack); // @colyseus/ws-transport's rawClient "error" handler
    }
    expect(out).toEqual(['[colyseus error] Max payload size exceeded', '[colyseus error] Invalid WebSocket frame: invalid opcode 5']);
  });
});
