/** Cleaning of the names people type (player names also go through playerName.ts) (table names, player names): what every name field goes through. */
import { z } from 'zod';
import { normalizePlayerName } from './playerName.js';

/** Drops lone surrogates (half of a UTF-16 pair: not text), keeping whole pairs. */
export function dropLoneSurrogates(s: string): string {
  return s.replace(/\p{Cs}/gu, '');
}

/**
 * Drops control and bidi characters and lone surrogates (half of a pair: @colyseus/schema would encode
 * it as a whole pair and shift every later field for every client), collapses whitespace, trims.
 */
export function stripControls(s: string): string {
  return dropLoneSurrogates(
    // eslint-disable-next-line no-control-regex -- strips control and bidi characters from names
    s.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** A name field: a string that, once cleaned, has 1..max characters; any failure reads `message`. */
export function nameField(max: number, message: string) {
  return z
    .string({ error: message })
    .transform(stripControls)
    .pipe(z.string().min(1, { error: message }).max(max, { error: message }));
}

/** A player's name, normalised and checked by `normalizePlayerName` (NFC, visible characters, a letter). */
export function playerNameField() {
  return z.unknown().transform((raw, ctx) => {
    const r = normalizePlayerName(raw);
    if (r.ok) return r.name;
    ctx.addIssue({ code: 'custom', message: r.message });
    return z.NEVER;
  });
}
