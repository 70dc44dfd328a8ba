/**
 * What stands between a client's message and a room handler: the per-client rate limit, the size
 * limit and a catch-all. A message can only ever get an `error` reply; nothing a client sends throws
 * out of here.
 */
import type { Client } from '@colyseus/core';
import type { Seat } from '../../shared/platform/seats.js';
import type { ServerConfig } from '../config.js';
import { S2C, type AnyErrorCode, type ErrorMessage } from '../../shared/protocol/protocol.js';
import { accountOf, dropFlooder } from './floodGuard.js';
import { payloadSize } from './payloadSize.js';
import { TokenBucket } from './rateLimit.js';

/** Per-client data the room keeps in `client.userData`. */
export interface ClientData {
  role: 'player' | 'spectator';
  seat: Seat | null;
  bucket: TokenBucket;
  /** Rate-limited messages in a row (replies stop after a while, until the client slows down). */
  limitedStreak: number;
  /** The connection that created the table (kept through a reconnection): the caster key goes to it alone. */
  creator?: boolean;
}

export function newClientData(role: ClientData['role'], seat: Seat | null, cfg: ServerConfig): ClientData {
  return { role, seat, bucket: new TokenBucket(cfg.rateLimit), limitedStreak: 0 };
}

/** A refused message: becomes an `error` reply to its sender. */
export class Refusal extends Error {
  constructor(
    readonly code: AnyErrorCode,
    message: string,
    readonly version?: number,
  ) {
    super(message);
  }
}

export type Handler = (client: Client, data: ClientData, message: unknown) => void;

/**
 * Refusals of a message no client of ours sends (too large, undecodable or of the wrong shape, of an
 * unknown type): each is a frame error of the sender's address (net/addressFloods.ts). Refusals of
 * the game (not your turn, a stale version...) are not: they happen to honest clients. `rate_limited`
 * is counted where frames are refused (net/rateLimitFrames.ts), replied to or not.
 */
const FRAME_ERRORS: ReadonlySet<AnyErrorCode> = new Set<AnyErrorCode>(['payload_too_large', 'invalid_message', 'unknown_message']);

export function refuse(client: Client, type: string, r: Refusal): void {
  const msg: ErrorMessage = { code: r.code, message: r.message, refused: type };
  if (r.version !== undefined) msg.version = r.version;
  client.send(S2C.error, msg);
  if (FRAME_ERRORS.has(r.code) && accountOf(client)?.frameError()) dropFlooder(client);
}

export function guardMessage(cfg: ServerConfig, tableId: string, client: Client, type: string, message: unknown, handler: Handler): void {
  const d = client.userData as ClientData | undefined;
  if (!d) return;
  // The rate limit is applied per frame before decoding (net/rateLimitFrames, from the room's _onMessage).
  if (payloadSize(message, cfg.maxMessageChars) > cfg.maxMessageChars) {
    refuse(client, type, new Refusal('payload_too_large', `Messages are limited to ${cfg.maxMessageChars} characters`));
    return;
  }
  try {
    handler(client, d, message);
  } catch (e) {
    if (e instanceof Refusal) refuse(client, type, e);
    else {
      console.error(`[table ${tableId}] ${type} failed:`, e);
      refuse(client, type, new Refusal('invalid_message', 'The server could not handle this message'));
    }
  }
}
