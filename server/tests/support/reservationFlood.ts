/**
 * A seat-reservation flood (issue 38, item 4) and the friend it must not keep out, for
 * server/tests/reservationFlood.test.ts and scripts/bench/reservationFlood.ts.
 * - floodReservations: attacker addresses (127.0.0.x) send `POST /matchmake/joinById/<table>` as fast
 *   as the server answers, `perAddress` requests in flight each, and never connect: each address
 *   holds whatever the server lets it hold and asks again at once (its reservations churn as they
 *   expire, or, before the fix, as others' evicted them). They ask as players, as spectators and
 *   with made-up seat keys, so no capacity a key opens is theirs.
 * - reserveFrom: one matchmaking call from a chosen loopback address (what the friend's join starts with).
 * Nothing here decodes more than the JSON answer; the websocket side is colyseus.js's (the test) or raw (the bench).
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { postFrom } from './loopbackClient.js';

/** A matchmaking answer: the seat reservation, or the refusal (its HTTP status, code and message). */
export interface ReservationAnswer {
  room?: { roomId: string; processId: string; name: string; publicAddress?: string };
  sessionId?: string;
  error?: string;
  code?: number;
  status: number;
}

/** POST /matchmake/<call> from `localAddress` over `agent` (keep-alive) or a fresh connection. */
export async function reserveFrom(
  port: number,
  localAddress: string,
  call: string,
  options: object,
  agent?: http.Agent,
): Promise<ReservationAnswer> {
  const { status, text } = await postFrom(port, localAddress, `/matchmake/${call}`, options, agent);
  if (status === 0) return { error: text, status };
  try {
    return { ...(JSON.parse(text) as Omit<ReservationAnswer, 'status'>), status };
  } catch {
    return { error: text.slice(0, 200), status };
  }
}

/** What a flood did: calls answered, reservations made, and the refusals by message (first 60 characters). */
export interface FloodFigures {
  addresses: number;
  seconds: number;
  calls: number;
  reserved: number;
  refusals: Record<string, number>;
}

export interface Flood {
  /** Reservations made so far (a running count). */
  readonly reserved: number;
  /** Stops asking, waits for the calls in flight, and says what the flood did. */
  stop(): Promise<FloodFigures>;
}

/** The attacker addresses: 127.0.0.`first`, then the next `count` - 1. */
export function loopbackAddresses(count: number, first = 2): string[] {
  return Array.from({ length: count }, (_, i) => `127.0.0.${first + i}`);
}

/** The options of the `n`th call: a player, a spectator, or a made-up seat key (43 base64url characters). */
function floodOptions(n: number): object {
  switch (n % 3) {
    case 0:
      return { name: `Squat${n % 1000}` };
    case 1:
      return { spectator: true };
    default:
      return { seatKey: randomBytes(32).toString('base64url') };
  }
}

/**
 * Floods `tables` (ids, taken in turn) with reservations from each of `addresses`, `perAddress` calls
 * in flight per address over keep-alive connections bound to that address, until stopped.
 */
export function floodReservations(port: number, addresses: string[], tables: string[], perAddress = 8): Flood {
  let stopped = false;
  let calls = 0;
  let reserved = 0;
  const refusals: Record<string, number> = {};
  const t0 = performance.now();
  const agents = addresses.map((localAddress) => new http.Agent({ keepAlive: true, maxSockets: perAddress, localAddress }));
  const loop = async (address: string, agent: http.Agent, lane: number) => {
    for (let n = lane; !stopped; n += perAddress) {
      const answer = await reserveFrom(port, address, `joinById/${tables[n % tables.length]!}`, floodOptions(n), agent);
      calls++;
      if (answer.sessionId) reserved++;
      else {
        const why = (answer.error ?? `HTTP ${answer.status}`).replace(/[0-9A-Za-z_-]{9,}/g, '<id>').slice(0, 60);
        refusals[why] = (refusals[why] ?? 0) + 1;
      }
    }
  };
  const running = Promise.all(addresses.flatMap((a, i) => Array.from({ length: perAddress }, (_, lane) => loop(a, agents[i]!, lane))));
  return {
    get reserved() {
      return reserved;
    },
    async stop() {
      stopped = true;
      await running;
      for (const agent of agents) agent.destroy();
      return { addresses: addresses.length, seconds: (performance.now() - t0) / 1000, calls, reserved, refusals };
    },
  };
}
