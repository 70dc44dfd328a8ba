/** Table links: /table/<id> or ?table=<id> open a table; /table/<id>#seat=<key> takes one's seat there. */
import { TABLE_ID_PATTERN as ID } from '../../shared/protocol/protocol.js';
import { SEAT_KEY_PATTERN } from '../../shared/protocol/seatKey.js';

/** The table id a URL asks for, or null. */
export function tableIdFromUrl(url: string | URL): string | null {
  const u = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  const fromPath = /^\/table\/([^/?#]+)\/?$/.exec(u.pathname)?.[1];
  const id = fromPath ? decodeURIComponent(fromPath) : u.searchParams.get('table');
  return id && ID.test(id) ? id : null;
}

/** The link to share: <origin>/table/<id> (the server answers any such path with the client). */
export function inviteUrl(origin: string, tableId: string): string {
  return `${origin.replace(/\/$/, '')}/table/${encodeURIComponent(tableId)}`;
}

/**
 * The "continue on another device" link: the seat key rides in the fragment, which browsers never
 * send to the server nor put in a Referer header.
 */
export function seatLinkUrl(origin: string, tableId: string, seatKey: string): string {
  return `${inviteUrl(origin, tableId)}#seat=${seatKey}`;
}

/** The seat key of a `#seat=<key>` fragment (only a well-formed one), or null. */
export function seatKeyFromUrl(url: string | URL): string | null {
  const u = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  const key = new URLSearchParams(u.hash.replace(/^#/, '')).get('seat');
  return key !== null && SEAT_KEY_PATTERN.test(key) ? key : null;
}

/** URL flags: ?fixture=1 (dev fixture view), ?practice=1 (offline table), ?spectate=1, ?noscene=1 (HUD only, no WebGL). */
export function flagFromUrl(url: string | URL, flag: 'fixture' | 'practice' | 'spectate' | 'noscene'): boolean {
  const u = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  const v = u.searchParams.get(flag);
  return v !== null && v !== '0' && v !== 'false';
}

/** ?practice=1 starts an offline game, but only from the lobby's address: a table link keeps its table. */
export function practiceFromUrl(url: string | URL): boolean {
  return flagFromUrl(url, 'practice') && tableIdFromUrl(url) === null;
}

/** Tables that run in this page (practice, fixture) have no stored game to replay. */
const LOCAL_TABLES = new Set(['practice', 'fixture']);

/** /replay/<id> of a server table, or null (none, or a table of this page). */
export function replayPath(tableId: string | null): string | null {
  return tableId && !LOCAL_TABLES.has(tableId) && ID.test(tableId) ? `/replay/${encodeURIComponent(tableId)}` : null;
}

/** The history pages: /games (finished games) and /replay/<id>. */
export type HistoryRoute = { page: 'games' } | { page: 'replay'; id: string };

export function historyRouteFromUrl(url: string | URL): HistoryRoute | null {
  const u = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  if (/^\/games\/?$/.test(u.pathname)) return { page: 'games' };
  const id = /^\/replay\/([^/?#]+)\/?$/.exec(u.pathname)?.[1];
  if (!id) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    return null;
  }
  return ID.test(decoded) ? { page: 'replay', id: decoded } : null;
}
