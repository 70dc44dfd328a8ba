/** An action from a client (or a stored log) checked against its game's action schema, with a message for people. */
import type { z } from 'zod';

export type ParsedAction<Action> = { ok: true; action: Action } | { ok: false; message: string };

export function parseGameAction<Action>(schema: z.ZodType<Action>, input: unknown): ParsedAction<Action> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, action: result.data };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  return { ok: false, message: `Invalid action${where}: ${issue?.message ?? 'unknown shape'}` };
}
