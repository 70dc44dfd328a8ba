/**
 * A cheap spectator: joins through the Colyseus matchmaking protocol (HTTP POST
 * /matchmake/joinById/<room>, then a WebSocket to /<processId>/<roomId>?sessionId=..., answering the
 * JOIN_ROOM frame with the one-byte JOIN_ROOM acknowledgement as colyseus.js does) and never decodes
 * state. It counts raw WebSocket bytes (payload + frame header) and notes, per game version, when the
 * update arrived:
 *  - table:    events messages carry the version (shared/protocol/eventsWire.ts); its update time is the arrival of the
 *              state patch just before that events message (the room sends the patch first);
 *  - baseline: the room only sends one patch per bump, so the k-th patch after joining is version k.
 */
import WebSocket from 'ws';
import { nowMs } from './clock.js';

const JOIN_ROOM = 10;
const ROOM_DATA = 13;
const ROOM_STATE_PATCH = 15;
// ROOM_DATA type "events" as colyseus encodes it (fixstr), then the msgpack array
// [version, seat, events] of shared/protocol/eventsWire.ts.
const EVENTS_PREFIX = Buffer.from([ROOM_DATA, 0xa6, ...Buffer.from('events')]);

export type Mode = 'table' | 'baseline';

export function frameBytes(payload: number): number {
  return payload + (payload < 126 ? 2 : payload < 65536 ? 4 : 10);
}

/** Reads the version (first element) of an events message without decoding the rest (-1 if not there). */
export function eventsVersion(b: Buffer): number {
  if (b.length < EVENTS_PREFIX.length + 4 || !b.subarray(0, EVENTS_PREFIX.length).equals(EVENTS_PREFIX)) return -1;
  let o = EVENTS_PREFIX.length;
  const a = b[o]!;
  if ((a & 0xf0) === 0x90)
    o += 1; // fixarray
  else if (a === 0xdc)
    o += 3; // array16
  else if (a === 0xdd)
    o += 5; // array32
  else return -1;
  const t = b[o]!;
  if (t < 0x80) return t;
  if (t === 0xcc) return b[o + 1]!;
  if (t === 0xcd) return b.readUInt16BE(o + 1);
  if (t === 0xce) return b.readUInt32BE(o + 1);
  return -1;
}

export class RawSpectator {
  ws!: WebSocket;
  /** Raw bytes received since joining. */
  bytes = 0;
  /** Arrival time per version (NaN = not seen). */
  readonly arrivals: Float64Array;
  /** Bytes received up to and including the update of each version. */
  readonly bytesAt: Float64Array;
  lastVersion = 0;
  unparsedEvents = 0;
  private lastPatchAt = NaN;
  private patches = 0;

  constructor(
    private readonly mode: Mode,
    maxVersion: number,
  ) {
    this.arrivals = new Float64Array(maxVersion + 1).fill(NaN);
    this.bytesAt = new Float64Array(maxVersion + 1).fill(NaN);
  }

  async join(base: string, roomId: string, options: object): Promise<void> {
    const res = await fetch(`${base}/matchmake/joinById/${roomId}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(options),
      signal: AbortSignal.timeout(20_000),
    });
    const r = (await res.json()) as { room?: { roomId: string; processId: string }; sessionId?: string; error?: string };
    if (!r.room || !r.sessionId) throw new Error(`join refused: ${JSON.stringify(r)}`);
    const url = `${base.replace('http', 'ws')}/${r.room.processId}/${r.room.roomId}?sessionId=${r.sessionId}`;
    await new Promise<void>((resolve, reject) => {
      const ws = (this.ws = new WebSocket(url, { perMessageDeflate: false }));
      ws.binaryType = 'nodebuffer';
      const timer = setTimeout(() => {
        ws.terminate();
        reject(new Error('no JOIN_ROOM within 20 s'));
      }, 20_000);
      ws.once('error', reject);
      ws.once('close', () => reject(new Error('closed before joining')));
      ws.on('message', (data: Buffer) => {
        this.bytes += frameBytes(data.length);
        const code = data[0];
        if (code === ROOM_STATE_PATCH) this.onPatch();
        else if (code === ROOM_DATA && this.mode === 'table') this.onData(data);
        else if (code === JOIN_ROOM) {
          ws.send(Buffer.from([JOIN_ROOM]));
          clearTimeout(timer);
          resolve();
        }
      });
    });
  }

  private onPatch(): void {
    const t = nowMs();
    if (this.mode === 'table') {
      this.lastPatchAt = t;
      return;
    }
    const v = ++this.patches;
    if (v < this.arrivals.length) {
      this.arrivals[v] = t;
      this.bytesAt[v] = this.bytes;
    }
    this.lastVersion = v;
  }

  private onData(data: Buffer): void {
    if (data[1] !== 0xa6) return; // not "events" (welcome, ...)
    const v = eventsVersion(data);
    if (v < 0) {
      if (data.subarray(0, EVENTS_PREFIX.length).equals(EVENTS_PREFIX)) this.unparsedEvents++;
      return;
    }
    if (v < this.arrivals.length) {
      this.arrivals[v] = Number.isNaN(this.lastPatchAt) ? nowMs() : this.lastPatchAt;
      this.bytesAt[v] = this.bytes;
    }
    this.lastPatchAt = NaN;
    this.lastVersion = v;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === WebSocket.CLOSED) return resolve();
      this.ws.once('close', () => resolve());
      this.ws.close();
      setTimeout(() => {
        this.ws.terminate();
        resolve();
      }, 2000).unref();
    });
  }
}
