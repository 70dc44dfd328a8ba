/**
 * The flood bench's attacker process (forked by floodBench.ts): `connections` spectator connections
 * to one table, spread over the given loopback addresses, each sending the frame (an `action`
 * of `maps` msgpack maps, just under 8 KiB for 2,000) as fast as its socket takes it. With `rejoin`, a
 * connection that is closed (or refused) joins again at once, as the attacker did; without,
 * it stays away. Reports what it sent and how the server answered.
 */
import WebSocket from 'ws';
import { nowMs } from '../clock.js';
import { connect, mapsFrame, matchmake } from '../../../server/tests/support/loopbackClient.js';
import type { AttackFigures, ToAttackers } from './floodWire.js';

/** Bytes a connection keeps queued in its socket (refilled every millisecond or sooner): as fast as the server reads. */
const QUEUED = 512 * 1024;

async function flood(cmd: Extract<ToAttackers, { cmd: 'flood' }>): Promise<AttackFigures> {
  const frame = mapsFrame(cmd.maps);
  const end = nowMs() + cmd.seconds * 1000;
  const f: AttackFigures = { frameBytes: frame.length, framesSent: 0, joins: 0, joinRefusals: {}, closes: {}, framesIn: 0, cpuShare: 0 };
  const cpu0 = process.cpuUsage();
  const t0 = nowMs();
  const count = (m: Record<string, number>, k: number | string) => (m[k] = (m[k] ?? 0) + 1);
  const open = new Set<WebSocket>();

  const pump = (ws: WebSocket) =>
    new Promise<void>((resolve) => {
      const tick = () => {
        if (ws.readyState !== WebSocket.OPEN || nowMs() >= end) return resolve();
        // At most QUEUED bytes per turn: a socket the kernel drains at once never fills.
        let sent = 0;
        while (ws.bufferedAmount < QUEUED && sent < QUEUED) {
          ws.send(frame);
          f.framesSent++;
          sent += frame.length;
        }
        if (sent >= QUEUED) setImmediate(tick);
        else setTimeout(tick, 1);
      };
      tick();
    });

  const attacker = async (i: number) => {
    const address = cmd.addresses[i % cmd.addresses.length]!;
    let first = true;
    while (nowMs() < end && (first || cmd.rejoin)) {
      first = false;
      const answer = await matchmake(cmd.port, address, `/matchmake/joinById/${cmd.roomId}`, { spectator: true });
      if (!answer.ok) {
        count(f.joinRefusals, answer.status);
        continue;
      }
      let gone = () => {};
      const closed = new Promise<void>((resolve) => (gone = resolve));
      const ws = await connect(
        cmd.port,
        address,
        answer.seat,
        () => f.framesIn++,
        (code) => {
          count(f.closes, code);
          gone();
        },
      );
      if (!ws) continue;
      f.joins++;
      open.add(ws);
      await pump(ws);
      // Closing (the server's close frame came): a re-joiner goes at once; else it is counted once gone.
      if (!cmd.rejoin && ws.readyState !== WebSocket.OPEN)
        await Promise.race([closed, new Promise((r) => setTimeout(r, Math.max(0, end - nowMs())))]);
      open.delete(ws);
    }
  };
  const progress = process.env.FLOOD_DEBUG ? setInterval(() => console.error('[attackers]', JSON.stringify(f)), 1000) : null;
  await Promise.all(Array.from({ length: cmd.connections }, (_, i) => attacker(i)));
  if (progress) clearInterval(progress);
  for (const ws of open) ws.terminate();
  const cpu = process.cpuUsage(cpu0);
  f.cpuShare = (cpu.user + cpu.system) / 1000 / (nowMs() - t0);
  return f;
}

process.on('message', (m: ToAttackers) => {
  if (m.cmd === 'flood')
    void flood(m).then(
      (figures) => process.send!({ ev: 'done', figures }),
      (e: unknown) => process.send!({ ev: 'error', message: String(e) }),
    );
  else if (m.cmd === 'exit') process.exit(0);
});
process.send!({ ev: 'ready' });
