/** The options a client joins a table with (untrusted JSON): a spectator, or a player's name, colour and seat. */
import { z } from 'zod';
import { MOST_SEATS } from '../platform/gameCatalog.js';
import { PLAYER_COLORS, type PlayerColor } from '../platform/seats.js';
import { check, intIn, objectOrEmpty, type Checked } from './checked.js';
import { playerNameField } from './names.js';
import { PLAYER_NAME_MAX } from './playerName.js';
import { SEAT_KEY_PATTERN } from './seatKey.js';
import type { DelayedJoinOptions, PlayerJoinOptions, SeatKeyJoinOptions, SpectatorJoinOptions } from './protocol.js';

export const NAME_MAX = PLAYER_NAME_MAX;

export type JoinRequest =
  | { role: 'spectator' }
  | { role: 'delayed'; view: DelayedView }
  | { role: 'player'; name: string; color: PlayerColor | null; seat: number | null; acceptsCaster: boolean; casterKey: string | null }
  | { role: 'reclaim'; seatKey: string; casterKey: string | null };

/**
 * What a delayed connection sees, `broadcastDelaySeconds` behind the table: the public view, every
 * hand (caster; only on a table with `casterView`), or one seat's own view (streamer): opened by that
 * seat's view key (`welcome.seatViewKey`, what an overlay link carries: it opens this view and nothing
 * else) or by the seat key itself (its player).
 */
export type DelayedView =
  { kind: 'public' } | { kind: 'caster'; casterKey: string } | { kind: 'seat'; seatKey: string } | { kind: 'seat'; viewKey: string };

export { SEAT_KEY_PATTERN };

const spectatorJoin = z.looseObject({ spectator: z.literal(true) }).transform((): JoinRequest => ({ role: 'spectator' }));

/** DelayedJoinOptions in protocol.ts: `caster`, `seatKey` or `seatViewKey` choose the view; one at most. */
const delayedJoin = z
  .looseObject({
    spectator: z.literal(true, { error: 'a delayed connection is a spectator: send spectator: true with delayed: true' }),
    delayed: z.literal(true),
    caster: z.boolean({ error: 'caster must be a boolean' }).optional(),
    casterKey: z.string({ error: 'casterKey must be a string' }).regex(SEAT_KEY_PATTERN, 'casterKey is not a caster key').optional(),
    seatKey: z.string({ error: 'seatKey must be a string' }).regex(SEAT_KEY_PATTERN, 'seatKey is not a seat key').optional(),
    seatViewKey: z
      .string({ error: 'seatViewKey must be a string' })
      .regex(SEAT_KEY_PATTERN, 'seatViewKey is not a seat view key')
      .optional(),
  })
  .refine((o) => [o.caster === true, o.seatKey !== undefined, o.seatViewKey !== undefined].filter(Boolean).length <= 1, {
    error: 'choose caster, seatKey or seatViewKey (one view), not several',
  })
  // Every hand, behind the delay, for the table's creator and whom they give the link: never for a player's second connection.
  .refine((o) => (o.caster === true) === (o.casterKey !== undefined), {
    error: "the caster view needs casterKey (in the caster overlay link the table's creator copies), and casterKey needs caster: true",
  })
  .transform((o): JoinRequest => ({
    role: 'delayed',
    view:
      o.seatViewKey !== undefined
        ? { kind: 'seat', viewKey: o.seatViewKey }
        : o.seatKey !== undefined
          ? { kind: 'seat', seatKey: o.seatKey }
          : o.caster && o.casterKey !== undefined
            ? { kind: 'caster', casterKey: o.casterKey }
            : { kind: 'public' },
  }));

/** The caster key a browser holds for the table (it cast it): a seat there is refused. */
const heldCasterKey = z.string({ error: 'casterKey must be a string' }).regex(SEAT_KEY_PATTERN, 'casterKey is not a caster key').nullish();

const seatKeyJoin = z
  .looseObject({
    seatKey: z.string({ error: 'seatKey must be a string' }).regex(SEAT_KEY_PATTERN, 'seatKey is not a seat key'),
    casterKey: heldCasterKey,
  })
  .transform((o): JoinRequest => ({ role: 'reclaim', seatKey: o.seatKey, casterKey: o.casterKey ?? null }));

/** PlayerJoinOptions in protocol.ts; problems are reported in this order. */
const playerJoin = z
  .looseObject({
    spectator: z.literal(false, { error: 'spectator must be a boolean' }).optional(),
    name: playerNameField()
      .nullish()
      .transform((n) => n ?? 'Dwarf'),
    color: z.enum(PLAYER_COLORS, { error: `color must be one of ${PLAYER_COLORS.join(', ')}` }).nullish(),
    seat: intIn(0, MOST_SEATS - 1, `seat must be an integer 0-${MOST_SEATS - 1}`).nullish(),
    acceptsCaster: z.boolean({ error: 'acceptsCaster must be a boolean' }).optional(),
    casterKey: heldCasterKey,
  })
  .transform((o): JoinRequest => ({
    role: 'player',
    name: o.name,
    color: o.color ?? null,
    seat: o.seat ?? null,
    acceptsCaster: o.acceptsCaster ?? false,
    casterKey: o.casterKey ?? null,
  }));

/** Any input; what is not an object joins as a player with the defaults. */
export function parseJoinOptions(raw: unknown): Checked<JoinRequest> {
  const o = objectOrEmpty.parse(raw);
  if ('delayed' in o && o.delayed !== false) return check(delayedJoin, o);
  const spectator = spectatorJoin.safeParse(o);
  if (spectator.success) return { ok: true, value: spectator.data };
  return 'seatKey' in o ? check(seatKeyJoin, o) : check(playerJoin, o);
}

// Compile-time: the join options protocol.ts documents are what these schemas accept.
const joinOptionsAccepted: [
  { [K in keyof PlayerJoinOptions]: PlayerJoinOptions[K] } extends z.input<typeof playerJoin> ? true : never,
  { [K in keyof SpectatorJoinOptions]: SpectatorJoinOptions[K] } extends z.input<typeof spectatorJoin> ? true : never,
  { [K in keyof SeatKeyJoinOptions]: SeatKeyJoinOptions[K] } extends z.input<typeof seatKeyJoin> ? true : never,
  { [K in keyof DelayedJoinOptions]: DelayedJoinOptions[K] } extends z.input<typeof delayedJoin> ? true : never,
] = [true, true, true, true];
void joinOptionsAccepted;
