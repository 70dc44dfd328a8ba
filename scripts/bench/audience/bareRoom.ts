/**
 * The bare-room baseline of the audience bench: a minimal Colyseus room with a state of the same
 * size as the table's, doing the same broadcasts per action as an audience room: one state patch
 * (a string of the table's patch size changes) and one `events` message of the table's events size,
 * shaped [version, seat, bytes] like the table's events (shared/protocol/eventsWire.ts), so the same
 * raw spectators time it. No game, no views, no presence: what Colyseus + ws cost for that fan-out.
 */
import { Room } from '@colyseus/core';
import { Schema, type } from '@colyseus/schema';
import { nowMs } from '../clock.js';

export class BareState extends Schema {
  @type('uint32') version = 0;
  @type('string') blob = '';
  @type('string') tick = '';
}

export class BareRoom extends Room<BareState> {
  override maxClients = 100_000;

  onCreate(options: { stateBytes?: number }): void {
    this.setPatchRate(null); // patches only when an action is broadcast, like the table
    this.state = new BareState();
    this.state.blob = 'b'.repeat(Math.max(0, options.stateBytes ?? 0));
  }

  onJoin(): void {}

  /** `count` actions at `perSecond`; `onAccept(version, acceptedAt)` per action. */
  runActions(
    count: number,
    perSecond: number,
    patchBytes: number,
    eventsBytes: number,
    onAccept: (version: number, acceptedAt: number) => void,
  ): Promise<void> {
    const interval = 1000 / perSecond;
    const start = nowMs();
    const filler = Buffer.alloc(Math.max(0, eventsBytes), 7);
    let done = 0;
    return new Promise((resolve) => {
      const tick = () => {
        const t = nowMs();
        const v = ++this.state.version;
        if (patchBytes > 0) {
          this.state.tick = (v.toString(36) + 't'.repeat(patchBytes)).slice(0, patchBytes);
          this.broadcastPatch();
        }
        this.broadcast('events', [v, 0, filler]);
        onAccept(v, t);
        if (++done >= count) return resolve();
        const wait = start + done * interval - nowMs();
        if (wait >= 1) setTimeout(tick, wait);
        else setImmediate(tick);
      };
      tick();
    });
  }
}
