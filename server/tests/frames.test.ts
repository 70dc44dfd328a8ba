/**
 * CPU spent before the rate limit: frames larger than a message may be close the socket at the
 * transport (1009, before the server reads them), and a flooding client's frames are refused before
 * anything decodes them, then the client is disconnected (4029). The table and the other table's
 * bots keep their env.pace.
 */
import type { Room } from 'colyseus.js';
import { describe, expect, it, vi } from 'vitest';
import { reportPace, serverWithPace } from './botPace.js';
import { Inbox, json, serverRoom, waitFor } from './helpers.js';

const env = serverWithPace({ maxFrameBytes: 8192, floodDisconnectAfter: 500 });

function closed(room: Room): Promise<number> {
  return new Promise((resolve) => room.onLeave((code) => resolve(code)));
}

describe('frames', () => {
  it('larger than a message may be close the sender at the transport', async () => {
    const host = await env.server.client().create('table', { table: { seats: 2 }, name: 'Host' });
    new Inbox(host);
    const id = host.roomId;
    const before = JSON.stringify(await waitFor('the seats', () => json(host).seats?.length && json(host).seats));
    const idle = await env.pace.measure(1500);
    // ws refuses each frame with "Max payload size exceeded", which Colyseus logs with its stack.
    const logged: string[] = [];
    const log = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    const { pace: attacked, result: codes } = await env.pace.during(async () => {
      // Four attackers, each joining again and again to send 60 KiB frames, for about 1.5 s.
      const end = performance.now() + 1500;
      const codes: number[] = [];
      await Promise.all(
        [0, 1, 2, 3].map(async () => {
          while (performance.now() < end) {
            const a = await env.server.client().joinById(id, { spectator: true });
            const gone = closed(a);
            for (let i = 0; i < 4; i++) a.sendBytes('action', new Uint8Array(60 * 1024).fill(0x41));
            codes.push(await gone);
          }
        }),
      );
      return codes;
    });
    log.mockRestore();
    reportPace(`60 KiB frames (${codes.length} attacker connections)`, idle, attacked);
    // The log gets one short line per window, not a stack per frame.
    expect(logged.length).toBeGreaterThanOrEqual(1);
    expect(logged.length).toBeLessThanOrEqual(2);
    for (const line of logged)
      expect(line).toMatch(/^\[colyseus error\] Max payload size exceeded( \(and \d+ more like it since the last one\))?$/);
    expect(attacked).toBeGreaterThan(idle / 4);
    expect(codes.length).toBeGreaterThan(4);
    expect(new Set(codes)).toEqual(new Set([1009])); // "message too big", from ws before reading the frame
    // A message-sized frame is still answered, and nothing changed.
    const inbox = new Inbox(host);
    host.send('action', { blob: new Array(600).fill(1) }); // ~600 bytes of msgpack, over 4,096 JSON characters
    expect(await inbox.next('error')).toMatchObject({ code: 'payload_too_large' });
    expect(JSON.stringify(json(host).seats)).toBe(before);
    await waitFor('the attackers gone', () => json(host).spectatorCount === 0);
    await host.leave();
  });

  it('from a flooding client are refused before decoding, then the client is dropped', async () => {
    const host = await env.server.client().create('table', { table: { seats: 2 }, name: 'Host' });
    const hostInbox = new Inbox(host);
    const flooder = await env.server.client().joinById(host.roomId, { spectator: true });
    const inbox = new Inbox(flooder);
    await inbox.next('welcome', 5000, 0);
    const before = JSON.stringify(await waitFor('the seats', () => json(host).seats?.length && json(host).seats));
    const decoded = vi.spyOn(serverRoom(host.roomId) as unknown as { dispatchRoomData: () => void }, 'dispatchRoomData');
    const idle = await env.pace.measure(1500);
    const gone = closed(flooder);
    const { pace: attacked, result: code } = await env.pace.during(async () => {
      // Undecodable msgpack (a truncated map), 2,000 times at once: only the admitted ones are decoded.
      for (let i = 0; i < 2000; i++) flooder.sendBytes('action', new Uint8Array([0x82, 0xa1]));
      return gone;
    });
    reportPace('flood of 2,000 undecodable frames', idle, attacked);
    expect(attacked).toBeGreaterThan(idle / 4);
    expect(code).toBe(4029);
    const errors = inbox.of<{ code: string }>('error');
    const invalid = errors.filter((e) => e.code === 'invalid_message').length;
    expect(decoded.mock.calls.length).toBe(invalid);
    expect(invalid).toBeLessThan(40); // the burst (20) and what refilled meanwhile
    // At most 50 rate_limited answers in a row: a frame admitted when the bucket refills (each one an
    // invalid_message past the burst of 20) starts a new run. A quiet machine admits none mid-flood (50);
    // a busy CI machine, slower through the 2,000 frames, admitted two (143 answers).
    const limited = errors.filter((e) => e.code === 'rate_limited').length;
    // The answers in order, as runs ("invalid_message x20, rate_limited x50, ...").
    const runs: { code: string; count: number }[] = [];
    for (const e of errors) {
      const last = runs.at(-1);
      if (last?.code === e.code) last.count++;
      else runs.push({ code: e.code, count: 1 });
    }
    const inOrder = runs.map((r) => `${r.code} x${r.count}`).join(', ');
    expect(limited, inOrder).toBeGreaterThanOrEqual(50);
    // One run more than the admitted frames explain is allowed: a CI run (2026-11-29, 2 cores shared
    // with two benches) saw 66 answers with 20 invalid_message ones, a streak reset whose frame's own
    // answer never came back; the runs are printed if it fails. Either way far fewer than the 1,980 refused.
    expect(limited, inOrder).toBeLessThanOrEqual(50 * Math.max(2, invalid - 18));
    // The host is fine and nothing changed.
    hostInbox.all.length = 0;
    host.send('ping', {});
    await hostInbox.next('pong');
    await waitFor('the flooder gone', () => json(host).spectatorCount === 0);
    expect(JSON.stringify(json(host).seats)).toBe(before);
    await host.leave();
  });
});
