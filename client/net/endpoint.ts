/** Where the game server is: by default the page's own origin (the server serves the client). */
export interface Endpoint {
  /** ws(s)://host:port for colyseus.js */
  ws: string;
  /** http(s)://host:port for the HTTP API */
  http: string;
}

export function resolveEndpoint(settings: Partial<Endpoint>): Endpoint {
  if (settings.ws && settings.http) return { ws: settings.ws, http: settings.http };
  const base = settings.http ?? (settings.ws ? settings.ws.replace(/^ws/, 'http') : pageOrigin());
  const ws = settings.ws ?? base.replace(/^http/, 'ws');
  return { ws, http: base };
}

function pageOrigin(): string {
  const loc = (globalThis as { location?: Location }).location;
  // Under `vite` (dev server) VITE_GAME_SERVER may name the game server, e.g. http://localhost:2567.
  const env = (import.meta as { env?: Record<string, string | undefined> }).env;
  if (env?.VITE_GAME_SERVER) return env.VITE_GAME_SERVER;
  return loc ? `${loc.protocol}//${loc.host}` : 'http://localhost:2567';
}
