/** Untrusted input checked by a zod schema: the value, or the message of the first problem found. */
import { z } from 'zod';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export function check<S extends z.ZodType>(schema: S, raw: unknown): Checked<z.output<S>> {
  const r = schema.safeParse(raw);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, message: r.error.issues[0]?.message ?? 'Invalid input' };
}

/** An integer in [min, max] whose every failure reads `message`. */
export function intIn(min: number, max: number, message: string) {
  return z.int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** An object (extra fields kept) or, for anything else, {}. */
export const objectOrEmpty = z.looseObject({}).catch({});
