/**
 * The store bench's closest reading of what the store adds to an action: the CPU of the action's
 * synchronous step, read with getrusage around `TableWriter.action` (the engine's decision, the write
 * when the store is on, and the send to every socket), with the store off and on, in alternating
 * phases of the same seeded games. Both sides carry the same two getrusage calls per action, and the
 * send is inside the window on both sides: if the write's system calls make the send's cheaper (or
 * dearer), that counts. What it leaves out: work outside the step (timers, reading sockets, GC).
 */
import { TableWriter, type Decided } from '../../server/rooms/persistence.js';
import { cpuAround } from './cpuAround.js';

interface Side {
  micros: number;
  steps: number;
}

export interface StepCpu {
  off: number;
  on: number;
  steps: number;
}

/**
 * `pairs` pairs of phases (off then on, then on then off...) with every action's step read; `play`
 * plays one phase. Only steps that sent their action in the same call are counted (a write queued
 * behind an earlier one, as just after the start, sends later).
 */
export async function actionStepCpu(pairs: number, play: (withStore: boolean) => Promise<unknown>): Promise<StepCpu> {
  const sides = { off: { micros: 0, steps: 0 }, on: { micros: 0, steps: 0 } };
  let side: Side | null = null;
  const action = TableWriter.prototype.action;
  // The game's state, action and events are opaque here (Decided's defaults).
  const timed = function (this: TableWriter, decide: () => Decided | null, send: (d: Decided) => void, failed: (error: unknown) => void) {
    const into = side;
    if (!into) return action.call(this, decide, send, failed);
    let sent = false;
    const used = cpuAround(() =>
      action.call(
        this,
        decide,
        (d: Decided) => {
          sent = true;
          send(d);
        },
        failed,
      ),
    );
    if (sent) {
      into.micros += used;
      into.steps++;
    }
  };
  TableWriter.prototype.action = timed as typeof action;
  try {
    for (let i = 0; i < pairs; i++) {
      for (const withStore of i % 2 === 0 ? [false, true] : [true, false]) {
        side = withStore ? sides.on : sides.off;
        await play(withStore);
        side = null;
      }
    }
  } finally {
    TableWriter.prototype.action = action;
  }
  return { off: sides.off.micros / sides.off.steps, on: sides.on.micros / sides.on.steps, steps: sides.off.steps + sides.on.steps };
}
