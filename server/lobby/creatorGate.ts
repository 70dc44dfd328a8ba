/**
 * The creator of a table, proven rather than guessed. A public table used to be listed before its
 * creator's websocket arrived, and whoever joined first became host. Now:
 * - the create call's options get a random 128-bit token from the server (in the room class's
 *   onAuth, before Colyseus creates the room with those options); the same options are the creator's
 *   seat reservation, so only the holder of that reservation (whose session id only the create
 *   response carries) joins with the token. The token is never sent to anyone;
 * - until the creator joined, everyone else is refused with a clear error and the table is not listed;
 * - a room created by server code (benchmarks) has no token: its first client is the creator.
 */
import { randomBytes } from 'node:crypto';
import { joinRefused } from '../rooms/refusals.js';

const KEY = '__creatorToken';
const CREATING = new Set(['create', 'joinOrCreate']);

/** Called for every matchmaking call: strips a client-sent token, stamps creating calls. True for creating calls. */
export function stampCreatorToken(method: string, options: Record<string, unknown>): boolean {
  delete options[KEY];
  if (!CREATING.has(method)) return false;
  options[KEY] = randomBytes(16).toString('base64url');
  return true;
}

function tokenOf(options: unknown): string | null {
  const t = typeof options === 'object' && options !== null ? (options as Record<string, unknown>)[KEY] : undefined;
  return typeof t === 'string' && t.length >= 16 ? t : null;
}

export class CreatorGate {
  private token: string | null;
  private joined = false;

  constructor(createOptions: unknown) {
    this.token = tokenOf(createOptions);
  }

  /** A gate whose creator has come and gone (a table restored after a restart). */
  static none(): CreatorGate {
    const gate = new CreatorGate(undefined);
    gate.joined = true;
    return gate;
  }

  /** The table waits for its creator (refuses others, is not listed). */
  get opening(): boolean {
    return !this.joined && this.token !== null;
  }

  /** True when this join is the creator's; throws while the table still waits for its creator. */
  admit(joinOptions: unknown): boolean {
    if (this.joined) return false;
    if (this.token !== null && tokenOf(joinOptions) !== this.token)
      throw joinRefused('This table is still opening: its creator has not joined yet. Try again in a moment.');
    this.joined = true;
    this.token = null;
    return true;
  }
}
