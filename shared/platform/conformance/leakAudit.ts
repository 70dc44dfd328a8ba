/**
 * The leak check's audit (pure; the real server games it audits are played by
 * server/tests/conformance/leakCheck.ts): everything a client received, as text, against what the game
 * says that viewer must not learn at that moment (`module.secrets`). A state the client holds at
 * version v may name no secret of v; the events of the action that made version v may name no token
 * secret both before and after it (what an action reveals, it may name).
 */
import type { AnyGameModule, GameViewer, SeatIndex } from '../gameModule.js';

/** Who received it: a seat, a spectator, or a caster (every seat's knowledge at once, nothing more). */
export type Audience = GameViewer | 'caster';

/** One thing a client received, as it reads it (decoded), with the game version it stands for. */
export interface Received {
  /** A state or view the client holds, or a message about an action (events, history). */
  kind: 'state' | 'message';
  /** The game version it shows (a state) or the action's (a message); negative: before any game. */
  version: number;
  /** What carried it ('patch', 'view', 'events', 'history', a message type...). */
  type: string;
  text: string;
  /** A message about one action: its events as decoded. */
  events?: unknown[];
}

/**
 * A game's own rule for the events of one action, where moving a token through public places within one
 * action makes the default rule wrong (Emberforge: a reshuffle turns the discard, seen face up in this
 * very action, into the deck). The leaks it finds, or null to apply the default rule.
 */
export type EventsRule = (events: readonly unknown[], viewer: Audience) => string[] | null;

export interface LeakAudit {
  /** Received items that named a token at all and were checked. */
  checked: number;
  /** Audited by the game's own events rule instead of the default one. */
  byGameRule: number;
  leaks: string[];
}

/** Secrets by state and viewer: a game's states are audited once per recording, a dozen recordings per game. */
const cache = new WeakMap<object, Map<Audience, Set<string>>>();

/** What `viewer` must not learn at `state` (a caster: what no seat knows). */
export function secretsFor(module: AnyGameModule, state: unknown, viewer: Audience, seats: number): Set<string> {
  if (typeof state !== 'object' || state === null) return computeSecrets(module, state, viewer, seats);
  let byViewer = cache.get(state);
  if (!byViewer) cache.set(state, (byViewer = new Map()));
  let secrets = byViewer.get(viewer);
  if (!secrets) byViewer.set(viewer, (secrets = computeSecrets(module, state, viewer, seats)));
  return secrets;
}

function computeSecrets(module: AnyGameModule, state: unknown, viewer: Audience, seats: number): Set<string> {
  if (viewer !== 'caster') return new Set(module.secrets(state, viewer));
  let common = new Set<string>(module.secrets(state, 'spectator'));
  for (let s = 0; s < seats; s++) {
    const mine = new Set<string>(module.secrets(state, s));
    common = new Set([...common].filter((t) => mine.has(t)));
  }
  return common;
}

/** Every token of the game's secret kind named in `text`. */
export function tokensIn(module: AnyGameModule, text: string): string[] {
  return text.match(new RegExp(module.secretToken.source, 'g')) ?? [];
}

export function auditReceived(
  module: AnyGameModule,
  states: readonly unknown[],
  seats: number,
  who: string,
  viewer: Audience,
  got: readonly Received[],
  eventsRule?: EventsRule,
): LeakAudit {
  const out: LeakAudit = { checked: 0, byGameRule: 0, leaks: [] };
  const secrets = (v: number) => {
    const state = states[v];
    if (state === undefined) throw new Error(`${who}: no state for version ${v}`);
    return secretsFor(module, state, viewer, seats);
  };
  for (const r of got) {
    const tokens = tokensIn(module, r.text);
    if (r.version < 0 || tokens.length === 0) continue;
    out.checked++;
    const now = secrets(r.version);
    if (r.kind === 'state') {
      for (const t of tokens) if (now.has(t)) out.leaks.push(`${who} ${r.type} v${r.version}: ${t}`);
      continue;
    }
    const own = r.events && eventsRule ? eventsRule(r.events, viewer) : null;
    if (own) {
      out.byGameRule++;
      for (const l of own) out.leaks.push(`${who} ${r.type} v${r.version}: ${l}`);
      continue;
    }
    const before = r.version > 0 ? secrets(r.version - 1) : now;
    for (const t of tokens) if (now.has(t) && before.has(t)) out.leaks.push(`${who} ${r.type} v${r.version}: ${t}`);
  }
  return out;
}

/**
 * Tokens named in the states of `got` that seat `knower` may know and a spectator may not (its hand):
 * a stream that must show a seat's own secrets (its seat view, a caster's) and shows none would make
 * its audit empty.
 */
export function seatSecretsSeen(
  module: AnyGameModule,
  states: readonly unknown[],
  knower: SeatIndex,
  got: readonly Received[],
): Set<string> {
  const seen = new Set<string>();
  for (const r of got) {
    if (r.kind !== 'state' || r.version < 0 || states[r.version] === undefined) continue;
    const hidden = secretsFor(module, states[r.version], 'spectator', 0);
    const mine = secretsFor(module, states[r.version], knower, 0);
    for (const t of tokensIn(module, r.text)) if (hidden.has(t) && !mine.has(t)) seen.add(t);
  }
  return seen;
}

/** Every key, at any depth, that names a seed or a random generator's state. Keys, not text: random ids (epochs, room ids) may contain "rng" or "seed" by chance. */
export function keysNamingTheSeed(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keysNamingTheSeed(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(/seed|^rng/i.test(k) ? [`${path}.${k}`] : []),
    ...keysNamingTheSeed(v, `${path}.${k}`),
  ]);
}
