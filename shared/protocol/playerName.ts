/**
 * Player names, one rule for the server and the client. A name is normalised (NFC; control, format
 * and bidi characters dropped; runs of whitespace one space; trimmed), then must have 1-24 visible
 * characters (grapheme clusters, as `Intl.Segmenter` counts them), at least one letter or digit,
 * and no character stacking more than a few combining marks (a "Zalgo" name of marks only, or a
 * letter under 200 marks, is refused). `nameKey` is what "the same name" means at a table: case,
 * accents, compatibility forms and spaces are ignored, so "Brokk", "brokk" and "Brökk" clash.
 * Pure: no I/O, same result on the server and in the browser.
 */
export const PLAYER_NAME_MAX = 24;
/** Combining marks one visible character may carry (Vietnamese needs 2 after NFC). */
const MAX_MARKS = 3;
/** Longest raw input looked at, in UTF-16 units (work is bounded before segmenting). */
const MAX_RAW = 256;

export type PlayerNameCheck = { ok: true; name: string } | { ok: false; message: string };

// Control (Cc), format (Cf: zero-width, bidi controls, ...), line/paragraph separators, private use,
// and lone surrogates (Cs: half of a pair, not text; @colyseus/schema encodes one as the start of a
// pair, swallowing the next character and shifting every field after it for everyone at the table);
// but the zero-width joiners that hold emoji sequences together stay.
const INVISIBLE = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}]/gu;
const MARK = /\p{M}/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function graphemes(s: string): string[] {
  const Seg = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (Seg) return Array.from(new Seg(undefined, { granularity: 'grapheme' }).segment(s), (x) => x.segment);
  return Array.from(s); // code points: stricter than graphemes, never looser
}

export function normalizePlayerName(raw: unknown): PlayerNameCheck {
  if (typeof raw !== 'string') return { ok: false, message: 'The name must be text' };
  if (raw.length > MAX_RAW) return { ok: false, message: `The name is too long (at most ${PLAYER_NAME_MAX} characters)` };
  const name = raw.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
  const visible = graphemes(name);
  if (visible.length === 0) return { ok: false, message: 'Choose a name' };
  if (visible.length > PLAYER_NAME_MAX) return { ok: false, message: `The name is too long (at most ${PLAYER_NAME_MAX} characters)` };
  if (!LETTER_OR_DIGIT.test(name)) return { ok: false, message: 'The name needs at least one letter or digit' };
  if (visible.some((g) => (g.match(MARK)?.length ?? 0) > MAX_MARKS))
    return { ok: false, message: 'The name stacks too many accents on one character' };
  return { ok: true, name };
}

/** The form two names are compared in: "the same name" ignores case, accents, width and spaces. */
export function nameKey(name: string): string {
  return name.normalize('NFKD').replace(MARK, '').replace(/\s+/gu, '').toLocaleLowerCase('en');
}
