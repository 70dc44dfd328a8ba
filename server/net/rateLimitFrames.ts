/**
 * The per-client rate limit, applied to raw frames before anything decodes them: a flooding client
 * costs a token check per frame, not a msgpack decode. Over the limit a frame gets a `rate_limited`
 * error (the first 50 in a row; then silence until the client slows down), and costs the client's
 * address a frame error (net/addressFloods.ts). The connection is dropped (close code 4029, then not
 * read any more: net/floodGuard.ts) once its address is blocked for its frame errors, or after
 * `floodDisconnectAfter` refused frames in a row of its own.
 * Frames larger than `maxFrameBytes` never get here: the ws transport closes the socket (1009).
 */
import { ClientState, Protocol, type Client } from '@colyseus/core';
import { decode } from '@colyseus/schema';
import type { ServerConfig } from '../config.js';
import { accountOf, dropFlooder } from './floodGuard.js';
import { Refusal, refuse, type ClientData } from './messageGuard.js';

const MAX_LIMITED_REPLIES = 50;

/** The message type of a room frame, read without decoding its payload (for the error reply). */
function frameType(buffer: Buffer): string {
  try {
    if (buffer[0] !== Protocol.ROOM_DATA) return 'unknown';
    const it = { offset: 1 };
    return String(decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it)).slice(0, 40);
  } catch {
    return 'unknown';
  }
}

/** True when the frame may be decoded and handled; false when the client is over its rate limit. */
export function admitFrame(cfg: ServerConfig, client: Client, buffer: Buffer): boolean {
  const d = client.userData as ClientData | undefined;
  if (!d) return true;
  const account = accountOf(client);
  if (account?.dropped) return false; // frames ws had read before the drop
  if (buffer?.[0] === Protocol.JOIN_ROOM && client.state === ClientState.JOINING) return true; // the join's own ack
  if (d.bucket.take()) {
    d.limitedStreak = 0;
    return true;
  }
  d.limitedStreak++;
  if (account?.frameError() || d.limitedStreak > cfg.floodDisconnectAfter) {
    dropFlooder(client, 'Disconnected: too many messages');
    return false;
  }
  if (d.limitedStreak <= MAX_LIMITED_REPLIES)
    refuse(client, frameType(buffer), new Refusal('rate_limited', 'Too many messages: slow down'));
  return false;
}
