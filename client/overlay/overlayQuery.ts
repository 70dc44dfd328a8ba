/**
 * The overlay page's address (issue 12): /table/<id>/overlay?mode=public|caster|seat&key=<seat view key>
 * &bg=transparent|solid&lang=en|es|it&panels=full|compact|none&ticker=1|0&camera=director|table&frame=table|full&hold=<s>.
 * `frame=table` draws the board and the players' areas only (no table top or floor: over a transparent
 * page, the rest stays clear), `frame=full` the whole wooden table; `hold` is the director's least time
 * on a shot, in seconds (HOLD_RANGE).
 * Pure: parsed into options, or into the list of what is wrong (shown on the page, never thrown).
 * The key is the seat's view key (`welcome.seatViewKey`): it opens the seat's delayed view and nothing
 * else, so a leaked link plays nobody's seat. In caster mode it is the caster key (`welcome.casterKey`,
 * the host's), without which nobody sees every hand. It may also ride in the fragment (#key=…), which browsers
 * never send to the server.
 */
import { TABLE_ID_PATTERN } from '../../shared/protocol/protocol.js';
import { SEAT_KEY_PATTERN } from '../../shared/protocol/seatKey.js';
import type { Lang } from '../state/uiStore.js';

/** What a malformed `key=` should have been, as a problem's `expected` (the page words it in its language). */
export const EXPECTED_CASTER_KEY = 'caster key';
export const EXPECTED_SEAT_VIEW_KEY = 'seat view key';

export type OverlayMode = { kind: 'public' } | { kind: 'caster'; casterKey: string } | { kind: 'seat'; viewKey: string };

export interface OverlayOptions {
  mode: OverlayMode;
  background: 'transparent' | 'solid';
  /** null: the page's usual language (saved choice, else the browser's). */
  lang: Lang | null;
  panels: 'full' | 'compact' | 'none';
  ticker: boolean;
  camera: 'director' | 'table';
  /** What the 3D table draws: its pieces and the players' areas only, or the whole table with its top. */
  frame: 'table' | 'full';
  /** The director's least time on a shot (ms). */
  holdMs: number;
}

/** The director's hold, in whole seconds: the default and the range `hold=` accepts. */
export const HOLD_RANGE = { default: 4, min: 2, max: 30 } as const;

/** One bad query value: the parameter, what was given, what is accepted. */
export interface OverlayProblem {
  param: string;
  value: string;
  expected: string;
}

export type OverlayQuery =
  | { ok: true; options: OverlayOptions }
  /** `lang`: the page's language when that value was fine, for the message. */
  | { ok: false; problems: OverlayProblem[]; missingKey: boolean; lang: Lang | null };

/** The table id of /table/<id>/overlay, or null for any other path. */
export function overlayTableFromUrl(url: string | URL): string | null {
  const u = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  const raw = /^\/table\/([^/?#]+)\/overlay\/?$/.exec(u.pathname)?.[1];
  if (!raw) return null;
  try {
    const id = decodeURIComponent(raw);
    return TABLE_ID_PATTERN.test(id) ? id : null; // the server frames exactly these (server/net/securityHeaders.ts)
  } catch {
    return null;
  }
}

/** The overlay address's lang= (null elsewhere, or when absent or invalid): the page's language from its first render (main.tsx). */
export function overlayLangFromUrl(url: string | URL): Lang | null {
  if (!overlayTableFromUrl(url)) return null;
  const query = parseOverlayQuery(url);
  return query.ok ? query.options.lang : query.lang;
}

export function parseOverlayQuery(url: string | URL): OverlayQuery {
  const u = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  const q = u.searchParams;
  const problems: OverlayProblem[] = [];
  function pick<T extends string>(param: string, allowed: readonly T[], fallback: T): T {
    const v = q.get(param);
    if (v === null || v === '') return fallback;
    if ((allowed as readonly string[]).includes(v)) return v as T;
    problems.push({ param, value: v.slice(0, 40), expected: allowed.join(' | ') });
    return fallback;
  }
  const modeKind = pick('mode', ['public', 'caster', 'seat'] as const, 'public');
  const background = pick('bg', ['transparent', 'solid'] as const, 'transparent');
  // 'it': a DWARF stream in its Italian (the overlay's shell words and a game without Italian show English).
  const lang = q.get('lang') ? pick<Lang>('lang', ['en', 'es', 'it'], 'en') : null;
  const panels = pick('panels', ['full', 'compact', 'none'] as const, 'full');
  const ticker = pick('ticker', ['1', '0'] as const, '1') === '1';
  const camera = pick('camera', ['director', 'table'] as const, 'director');
  const frame = pick('frame', ['table', 'full'] as const, 'table');
  const holdRaw = q.get('hold');
  let hold: number = HOLD_RANGE.default;
  if (holdRaw !== null && holdRaw !== '') {
    const n = Number(holdRaw);
    if (/^\d+(\.\d+)?$/.test(holdRaw) && n >= HOLD_RANGE.min && n <= HOLD_RANGE.max) hold = n;
    else problems.push({ param: 'hold', value: holdRaw.slice(0, 40), expected: `${HOLD_RANGE.min}-${HOLD_RANGE.max}` });
  }
  const key = q.get('key') ?? new URLSearchParams(u.hash.replace(/^#/, '')).get('key');
  let missingKey = false;
  if (key !== null && !SEAT_KEY_PATTERN.test(key))
    problems.push({ param: 'key', value: '…', expected: modeKind === 'caster' ? EXPECTED_CASTER_KEY : EXPECTED_SEAT_VIEW_KEY });
  if ((modeKind === 'seat' || modeKind === 'caster') && key === null) missingKey = true;
  if (problems.length > 0 || missingKey)
    return { ok: false, problems, missingKey, lang: problems.some((p) => p.param === 'lang') ? null : lang };
  const mode: OverlayMode =
    modeKind === 'seat'
      ? { kind: 'seat', viewKey: key! }
      : modeKind === 'caster'
        ? { kind: 'caster', casterKey: key! }
        : { kind: 'public' };
  return { ok: true, options: { mode, background, lang, panels, ticker, camera, frame, holdMs: Math.round(hold * 1000) } };
}

/** How an overlay looks (its query's bg, panels, ticker, camera and frame), as the links dialog lets a streamer choose. */
export type OverlayLook = Pick<OverlayOptions, 'background' | 'panels' | 'ticker' | 'camera' | 'frame'>;

export const DEFAULT_LOOK: OverlayLook = { background: 'transparent', panels: 'full', ticker: true, camera: 'director', frame: 'table' };

/** The look's query parameters; `bg` always, the others only where they differ from the page's defaults. */
export function lookParams(look: OverlayLook): URLSearchParams {
  const q = new URLSearchParams({ bg: look.background });
  if (look.panels !== DEFAULT_LOOK.panels) q.set('panels', look.panels);
  if (!look.ticker) q.set('ticker', '0');
  if (look.camera !== DEFAULT_LOOK.camera) q.set('camera', look.camera);
  if (look.frame !== DEFAULT_LOOK.frame) q.set('frame', look.frame);
  return q;
}

/** A look saved as its query parameters (lookParams), read back; anything unreadable gives the default. */
export function lookFromParams(saved: string | null): OverlayLook {
  if (!saved) return DEFAULT_LOOK;
  const q = parseOverlayQuery(`http://localhost/?${saved}`);
  if (!q.ok) return DEFAULT_LOOK;
  const { background, panels, ticker, camera, frame } = q.options;
  return { background, panels, ticker, camera, frame };
}

/**
 * The overlay link the game screen offers. A seat's view key goes in the fragment (never sent to the
 * server, never in a Referer); the page reads `key=` from the query too.
 */
export function overlayUrl(origin: string, tableId: string, mode: OverlayMode, lang?: Lang, look: OverlayLook = DEFAULT_LOOK): string {
  const q = new URLSearchParams({ mode: mode.kind });
  for (const [k, v] of lookParams(look)) q.set(k, v);
  if (lang) q.set('lang', lang);
  const base = `${origin.replace(/\/$/, '')}/table/${encodeURIComponent(tableId)}/overlay?${q.toString()}`;
  if (mode.kind === 'seat') return `${base}#key=${mode.viewKey}`;
  return mode.kind === 'caster' ? `${base}#key=${mode.casterKey}` : base;
}
