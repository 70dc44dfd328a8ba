/**
 * client/net (colyseus.js, @colyseus/schema, the protocol's schemas) loaded on first use, so the
 * lobby's first paint does not wait for it: the lobby's initial JavaScript stays small (issue 9).
 */
type Net = typeof import('../net/index.js');

let pending: Promise<Net> | null = null;

export function loadNet(): Promise<Net> {
  pending ??= import('../net/index.js');
  return pending;
}
