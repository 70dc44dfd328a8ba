/**
 * The payload of every message the room accepts, as a zod schema (untrusted input from clients).
 * The action inside `action` is the engine's own schema (parseAction); here only its envelope.
 * Each entry names the error code a malformed payload is refused with.
 */
import { z } from 'zod';
import { BOT_LEVELS } from '../platform/botLevels.js';
import { MOST_SEATS } from '../platform/gameCatalog.js';
import type { ActionMessage, AddBotsMessage, AnyErrorCode, C2S, FocusMessage, RemoveBotMessage, StartMessage } from './protocol.js';

const ACTION_SHAPE = 'Expected { version: integer, action: {...} }';
const BOT_SEAT = 'Expected { seat } of a bot seat';
const FOCUS_SHAPE = "Expected { target: null | { kind, ...its game's fields } }";
/** A focus target's fields: a few short values (the game's module reads them: GameModule.publicFocus). */
const focusValue = z.union([z.string().max(64), z.number(), z.boolean(), z.null()]);
/** Bots to add: up to the widest game's seat count. */
const COUNT = `count must be an integer 1-${MOST_SEATS}`;
const count = z.int({ error: COUNT }).min(1, { error: COUNT }).max(MOST_SEATS, { error: COUNT });
/** A bot level by name (whether the table's game offers it is the room's check: tableCommands.addBots). */
export const botLevelField = z.enum(BOT_LEVELS, { error: `level must be one of ${BOT_LEVELS.join(', ')}` });

export const C2S_PAYLOADS = {
  action: {
    code: 'invalid_action',
    schema: z
      .looseObject(
        { version: z.number({ error: ACTION_SHAPE }).refine(Number.isInteger, { error: ACTION_SHAPE }) },
        { error: ACTION_SHAPE },
      )
      .refine((o) => 'action' in o, { error: ACTION_SHAPE })
      .transform((o) => ({ version: o.version, action: o.action as unknown })),
  },
  addBots: {
    code: 'invalid_message',
    // Absent or null: fill every empty seat, at the table's bot level.
    schema: z
      .looseObject({ count: count.optional(), level: botLevelField.optional() }, { error: 'Expected { count?: integer, level?: string }' })
      .nullish(),
  },
  removeBot: {
    code: 'bad_seat',
    schema: z.looseObject({ seat: z.int({ error: BOT_SEAT }) }, { error: BOT_SEAT }),
  },
  start: {
    code: 'invalid_message',
    schema: z
      .looseObject(
        { fillBots: z.boolean({ error: 'fillBots must be a boolean' }).optional() },
        { error: 'Expected { fillBots?: boolean }' },
      )
      .nullish(),
  },
  // No payload: whatever comes is ignored.
  resume: { code: 'invalid_message', schema: z.unknown() },
  hello: { code: 'invalid_message', schema: z.unknown() },
  ping: { code: 'invalid_message', schema: z.unknown() },
  focus: {
    code: 'invalid_message',
    schema: z
      .looseObject(
        {
          target: z
            .record(z.string().max(32), focusValue)
            .refine((t) => typeof t.kind === 'string' && Object.keys(t).length <= 8)
            .nullable(),
        },
        { error: FOCUS_SHAPE },
      )
      .transform((o): FocusMessage => ({ target: o.target as FocusMessage['target'] })),
  },
} as const satisfies Record<keyof typeof C2S, { code: AnyErrorCode; schema: z.ZodType }>;

export type C2SPayload<T extends keyof typeof C2S> = z.output<(typeof C2S_PAYLOADS)[T]['schema']>;

/** The checked payload, or the error code and message to refuse it with. */
export function parsePayload<T extends keyof typeof C2S>(
  type: T,
  raw: unknown,
): { ok: true; value: C2SPayload<T> } | { ok: false; code: AnyErrorCode; message: string } {
  const entry = C2S_PAYLOADS[type];
  const r = entry.schema.safeParse(raw);
  if (r.success) return { ok: true, value: r.data as C2SPayload<T> };
  return { ok: false, code: entry.code, message: r.error.issues[0]?.message ?? 'Invalid message' };
}

// Compile-time: every payload protocol.ts lets a client send is one these schemas accept.
type Accepts<T extends keyof typeof C2S_PAYLOADS, P> =
  { [K in keyof P]: P[K] } extends z.input<(typeof C2S_PAYLOADS)[T]['schema']> ? true : never;
const payloadsAccepted: [
  Accepts<'action', ActionMessage>,
  Accepts<'addBots', AddBotsMessage>,
  Accepts<'removeBot', RemoveBotMessage>,
  Accepts<'start', StartMessage>,
  Accepts<'focus', FocusMessage>,
] = [true, true, true, true, true];
void payloadsAccepted;
