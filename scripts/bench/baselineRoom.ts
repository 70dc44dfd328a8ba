/**
 * The baseline: a bare Colyseus room whose whole state is one number. The bench driver calls
 * `runActions` to bump it at a given rate, one broadcastPatch per bump (as the table does per
 * accepted action), so it measures what Colyseus + ws cost for the same fan-out with a tiny patch.
 */
import { Room } from '@colyseus/core';
import { Schema, type } from '@colyseus/schema';
import { nowMs } from './clock.js';

export class BaselineState extends Schema {
  @type('uint32') version = 0;
}

export class BaselineRoom extends Room<BaselineState> {
  override maxClients = 5000;

  onCreate(): void {
    this.state = new BaselineState();
  }

  onJoin(): void {}

  /**
   * Bumps the number `count` times at `perSecond`, calling `onAccept(version, acceptedAt, sentAt)`
   * for each. Resolves after the last bump.
   */
  runActions(count: number, perSecond: number, onAccept: (version: number, acceptedAt: number, sentAt: number) => void): Promise<void> {
    const interval = 1000 / perSecond;
    const start = nowMs();
    let done = 0;
    return new Promise((resolve) => {
      const tick = () => {
        const t = nowMs();
        this.state.version++;
        this.broadcastPatch();
        onAccept(this.state.version, t, nowMs());
        done++;
        if (done >= count) return resolve();
        const wait = start + done * interval - nowMs();
        if (wait >= 1) setTimeout(tick, wait);
        else setImmediate(tick);
      };
      tick();
    });
  }
}
