/**
 * One raw spectator of the audience bench: speaks just enough of Colyseus 0.16's protocol (matchmake
 * over HTTP, a websocket to the process the reservation names, the JOIN_ROOM acknowledgement) and
 * never decodes state. Per game version it notes when that version's events message arrived (the
 * update itself in audience and delayed rooms, which send no game patch; in the table room and the
 * bare room the patch comes in the same write or just before) and counts raw bytes. A patch is not
 * taken as a version's arrival: in an audience room it carries only the table's meta (a count, a
 * seat), released on its own time, and it made a delayed version look early in bench:delayed.
 */
import { nowMs } from '../clock.js';
import { eventsVersion } from '../rawSpectator.js';
import { openLeanWebSocket, type LeanWebSocket } from './leanWebSocket.js';
import type { JoinKind } from './wire.js';

const JOIN_ROOM = 10;
const ROOM_DATA = 13;
const ROOM_STATE = 14;
const ROOM_STATE_PATCH = 15;
export const MAX_VERSION = 4000;

interface Reservation {
  room?: { roomId: string; processId: string; publicAddress?: string };
  sessionId?: string;
  error?: string;
}

function matchmakePath(kind: JoinKind, roomId: string): { path: string; options: object } {
  if (kind === 'audience') return { path: 'joinOrCreate/audience', options: { tableId: roomId } };
  if (kind === 'table') return { path: `joinById/${roomId}`, options: { spectator: true } };
  // Routed by the server to a delayed room of the table (server/delayed/delayedRouting.ts).
  if (kind === 'delayed') return { path: `joinById/${roomId}`, options: { spectator: true, delayed: true } };
  return { path: `joinById/${roomId}`, options: {} };
}

export class RawWatcher {
  ws: LeanWebSocket | null = null;
  bytes = 0;
  stateBytes = 0;
  patchFrames = 0;
  patchBytes = 0;
  eventsFrames = 0;
  eventsBytes = 0;
  lastVersion = 0;
  /** The server process whose room serves this spectator. */
  processId = '';
  readonly arrivals = new Float64Array(MAX_VERSION + 1).fill(NaN);
  readonly bytesAt = new Float64Array(MAX_VERSION + 1).fill(NaN);

  /** Joins through `base` (http://host:port); resolves with the join time in ms. */
  async join(base: string, kind: JoinKind, roomId: string): Promise<number> {
    const t0 = nowMs();
    const { path, options } = matchmakePath(kind, roomId);
    const res = await fetch(`${base}/matchmake/${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(options),
      signal: AbortSignal.timeout(30_000),
    });
    const r = (await res.json()) as Reservation;
    if (!r.room || !r.sessionId) throw new Error(`join refused: ${JSON.stringify(r)}`);
    const host = r.room.publicAddress ? `ws://${r.room.publicAddress}` : base.replace(/^http/, 'ws');
    this.processId = r.room.processId;
    const url = `${host}/${r.room.processId}/${r.room.roomId}?sessionId=${r.sessionId}`;
    let joined = () => {};
    let refused = (_: Error) => {};
    const acknowledged = new Promise<void>((resolve, reject) => {
      joined = resolve;
      refused = reject;
    });
    const ws = (this.ws = await openLeanWebSocket(url, {
      message: (data, n, socket) => {
        this.bytes += n;
        const code = data[0];
        if (code === ROOM_STATE_PATCH) {
          this.patchFrames++;
          this.patchBytes += n;
        } else if (code === ROOM_DATA) this.onData(data, n);
        else if (code === ROOM_STATE) this.stateBytes += n;
        else if (code === JOIN_ROOM) {
          socket.send(Buffer.from([JOIN_ROOM]));
          joined();
        }
      },
      close: () => refused(new Error('closed before joining')),
    }));
    const timer = setTimeout(() => refused(new Error('no JOIN_ROOM within 30 s')), 30_000);
    try {
      await acknowledged;
    } catch (err) {
      ws.terminate();
      throw err;
    } finally {
      clearTimeout(timer);
    }
    return nowMs() - t0;
  }

  private onData(data: Buffer, n: number): void {
    const v = eventsVersion(data);
    if (v < 0) return; // welcome, history, counts...
    this.eventsFrames++;
    this.eventsBytes += n;
    if (v <= MAX_VERSION) {
      this.arrivals[v] = nowMs();
      this.bytesAt[v] = this.bytes;
    }
    this.lastVersion = Math.max(this.lastVersion, v);
  }

  close(): void {
    this.ws?.terminate();
  }
}
