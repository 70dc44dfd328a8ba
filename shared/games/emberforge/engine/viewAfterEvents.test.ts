import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../bots/heuristicBot.js';
import { randomBot } from '../bots/randomBot.js';
import { applyAction } from './applyAction.js';
import { PLAYER_COLORS } from './constants.js';
import type { GameEvent, GameEventType } from './events.js';
import { createGame } from './setup.js';
import type { GameState } from './state.js';
import { viewAfterEvents } from './viewAfterEvents.js';
import type { GameView } from './view.js';
import { redactEvents, viewFor } from './viewFor.js';

/** Game `g` of the sweep: 2, 3 or 4 players, random or heuristic bots, some with a short round limit. */
function* actionsOf(g: number): Generator<{ before: GameState; after: GameState; seat: number; events: GameEvent[] }> {
  const n = 2 + (g % 3);
  let s = createGame({
    players: PLAYER_COLORS.slice(0, n).map((color, i) => ({ name: `P${i}`, color })),
    seed: g + 1,
    roundLimit: g % 5 === 0 ? 6 : undefined,
  });
  let rng = g * 7919 + 1;
  const bot = g % 2 ? heuristicBot : randomBot;
  while (s.phase !== 'ended') {
    const seat = s.activeSeat;
    const pick = bot(viewFor(s, seat), rng);
    rng = pick.rng;
    const r = applyAction(s, seat, pick.action);
    if (!r.ok) throw new Error(r.error.message);
    yield { before: s, after: r.state, seat, events: r.events };
    s = r.state;
  }
}

/** toStrictEqual without throwing (the engine's tests import no Node module). */
function strictlyEqual(a: unknown, b: unknown): boolean {
  try {
    expect(a).toStrictEqual(b);
    return true;
  } catch {
    return false;
  }
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

describe('viewAfterEvents: the spectator view from the events alone', () => {
  it('after every action of 150 whole games (2-4 players, random and heuristic bots) equals viewFor(next, spectator)', () => {
    const seen = new Map<string, number>();
    const count = (k: string) => seen.set(k, (seen.get(k) ?? 0) + 1);
    const mismatches: string[] = [];
    // Games 59, 92 and 401 each have a commission refill that reshuffled the deck after discarding duplicates.
    for (const g of [...Array.from({ length: 150 }, (_, i) => i), 401]) {
      let view: GameView | null = null;
      for (const { before, after, seat, events } of actionsOf(g)) {
        view ??= deepFreeze(viewFor(before, 'spectator'));
        const redacted = redactEvents(events, 'spectator');
        redacted.forEach((e, i) => {
          count(e.type);
          if (e.type === 'commissionRevealed' && redacted[i - 1]?.type === 'deckReshuffled' && e.discarded.length > 0)
            count('reshuffling refill');
        });
        const got = viewAfterEvents(view, { version: after.version, seat, events: redacted });
        const want = viewFor(after, 'spectator');
        if (!strictlyEqual(got, want)) {
          mismatches.push(`game ${g} version ${after.version}: ${JSON.stringify(redacted).slice(0, 200)}`);
          view = deepFreeze(want);
        } else view = deepFreeze(got); // frozen: viewAfterEvents must never write into its input
      }
      count('games');
    }
    expect(mismatches).toEqual([]);
    // The sweep covers every kind of event, every victory and the rare paths (counted, so this cannot pass empty).
    const types: GameEventType[] = [
      'emberPlaced', 'placementEnded', 'zoneOverheated', 'phaseStarted', 'turnStarted', 'zoneStarted', 'zoneClosed',
      'cardsDiscarded', 'materialsGained', 'materialsReturned', 'cardDrawn', 'cardPlayed', 'materialsPaid', 'weaponForged',
      'abilityUsed', 'emberMoved', 'zoneCooled', 'cardSalvaged', 'commissionCompleted', 'commissionRevealed',
      'deckReshuffled', 'temperatureChanged', 'roundEnded', 'gameWon',
    ]; // prettier-ignore
    for (const t of types) expect(seen.get(t) ?? 0, t).toBeGreaterThan(0);
    expect(seen.get('reshuffling refill') ?? 0).toBeGreaterThanOrEqual(3);
    expect(seen.get('games')).toBe(151);
  });

  it('keeps what did not change (the same objects) and makes new ones for what did', () => {
    const placed = [...actionsOf(4)].find((a) => a.events[0]?.type === 'emberPlaced')!; // the first ember of the game
    const { before, after, seat, events } = placed;
    const view = viewFor(before, 'spectator');
    const next = viewAfterEvents(view, { version: after.version, seat, events: redactEvents(events, 'spectator') });
    expect(next).toEqual(viewFor(after, 'spectator'));
    expect(next.players).toBe(view.players);
    expect(next.commissions).toBe(view.commissions);
    expect(next.zones).not.toBe(view.zones);
    const zone = (events[0] as Extract<GameEvent, { type: 'emberPlaced' }>).zone;
    expect(next.zones[zone].embers).toEqual([...view.zones[zone].embers, seat]);
    expect(next.placedThisTurn).toBe(view.placedThisTurn + 1);
  });

  it('a Runarium ember used with nothing else to say still counts down the zone being resolved', () => {
    const view = viewFor(actionsOf(1).next().value!.before, 'spectator');
    const resolving = { ...view, phase: 'activation' as const, resolving: { zone: 'runarium' as const, remaining: 3 } };
    const next = viewAfterEvents(resolving, { version: view.version + 1, seat: 0, events: [] });
    expect(next.resolving).toEqual({ zone: 'runarium', remaining: 2 });
    expect(resolving.resolving).toEqual({ zone: 'runarium', remaining: 3 });
  });
});
