import { describe, expect, it } from 'vitest';
import { replay, viewFor, type GameEvent } from '../../../../shared/games/dwarf/index.js';
import { actionSchema } from '../../../../shared/games/dwarf/engine/actions.js';
import { configSchema } from '../../../../shared/games/dwarf/engine/configSchema.js';
import { checkReplayFile } from '../../../../shared/protocol/gamesApi.js';
import { botGameFile } from '../testing/botGameFile.js';
import { buildTimeline, logAt, viewAt } from './replayTimeline.js';

const rules = { configSchema, actionSchema };

/** A whole bot game as the replay page gets it: JSON, checked with DWARF's rules, rebuilt. */
function rebuilt(players: number, seed: number, automa?: 'andvettr') {
  const game = botGameFile(players, seed, automa);
  const raw: unknown = JSON.parse(JSON.stringify({ game: 'dwarf', config: game.config, log: game.log }));
  const file = checkReplayFile(raw, rules);
  if (!file.ok) throw new Error(file.message);
  return { game, t: buildTimeline(file.value) };
}

const positionsOf = (events: GameEvent[][], pick: (e: GameEvent) => string | null) =>
  [
    ...new Set(
      events.flatMap((evs, i) =>
        evs
          .map(pick)
          .filter((k) => k !== null)
          .map((k) => `${i + 1}:${k}`),
      ),
    ),
  ].sort();

describe("DWARF's replay kit", () => {
  it.each([
    ['solo against Andvéttr', 1, 3, 'andvettr' as const],
    ['3 players', 3, 5, undefined],
    ['4 players, two mines', 4, 7, undefined],
  ])('rebuilds a whole bot game (%s) to the state the engine replays, with a marker for every round', (_, players, seed, automa) => {
    const { game, t } = rebuilt(players, seed, automa);
    expect(t.length).toBe(game.log.length);
    expect(t.states).toHaveLength(game.log.length + 1);
    expect(JSON.stringify(t.states.at(-1))).toBe(JSON.stringify(game.final));
    const mid = Math.floor(t.length / 2);
    expect(JSON.stringify(t.states[mid])).toBe(JSON.stringify(replay(game.config, game.log.slice(0, mid))));
    expect(game.final.end, 'the game ended').not.toBeNull();

    // Rounds: where each starts, and a marker there for every one of them (round 1 at position 0).
    expect(t.roundStarts).toHaveLength(game.final.round);
    t.roundStarts.forEach((p, i) => expect(t.rounds[p], `position ${p}`).toBe(i + 1));
    const roundMarkers = t.markers.filter((m) => m.kind === 'round').map((m) => m.position);
    expect(roundMarkers).toEqual(t.roundStarts);

    // Defences, attacks, artefacts, Special Actions: one marker per action and kind, where the engine says, with
    // its seat when only one seat's.
    const marked = (kind: string) =>
      t.markers
        .filter((m) => m.kind === kind)
        .map((m) => `${m.position}:${m.seat}`)
        .sort();
    const expected = (pick: (e: GameEvent) => number | null) => {
      const seatsAt = new Map<number, Set<number>>();
      t.events.forEach((evs, i) => {
        for (const e of evs) {
          const seat = pick(e);
          if (seat !== null) seatsAt.set(i + 1, (seatsAt.get(i + 1) ?? new Set()).add(seat));
        }
      });
      return [...seatsAt].map(([p, seats]) => `${p}:${seats.size === 1 ? [...seats][0] : 'null'}`).sort();
    };
    expect(marked('defence')).toEqual(expected((e) => (e.type === 'monsterDefeated' ? e.who : null)));
    expect(marked('attack')).toEqual(positionsOf(t.events, (e) => (e.type === 'monsterAttacked' ? 'null' : null)));
    expect(marked('artefact')).toEqual(expected((e) => (e.type === 'resources' && (e.change.artefacts ?? 0) > 0 ? e.who : null)));
    expect(marked('special')).toEqual(expected((e) => (e.type === 'specialTaken' ? e.who : null)));
    const perAction = new Set(t.markers.map((m) => `${m.position}:${m.kind}`));
    expect(perAction.size, 'one marker per kind and action').toBe(t.markers.length);
    expect(marked('defence').length + marked('attack').length, 'monsters came out').toBeGreaterThan(0);
    const victory = t.markers.filter((m) => m.kind === 'victory');
    expect(victory).toHaveLength(1);
    expect(victory[0]!.position).toBe(t.length);
    expect(victory[0]!.seat).toBe(game.final.end!.automaWins ? 1 : game.final.end!.winners[0]);
  });

  it('shows every viewer the public view and the whole log: DWARF hides no hand', () => {
    const { game, t } = rebuilt(3, 5);
    for (const p of [0, 17, t.length]) {
      const pub = viewAt(t, p, 'public');
      expect(pub).toEqual(viewFor(t.states[p]!, 'spectator'));
      expect(viewAt(t, p, 0)).toEqual(pub);
      expect(viewAt(t, p, 'all')).toEqual(pub);
      expect(logAt(t, p, 2, Infinity).map((e) => e.event)).toEqual(t.events.slice(0, p).flat());
    }
    expect(JSON.stringify(viewAt(t, t.length, 'all')), 'no Mountain card in a view').not.toMatch(
      new RegExp(`"(${game.final.mines[0]!.mountain.join('|') || 'none'})"`),
    );
    const capped = logAt(t, t.length, 'public', 50);
    expect(capped).toHaveLength(50);
    expect(capped.at(-1)!.event.type).toBe('gameEnded');
    expect(capped[0]!.id).toBe(t.events.flat().length - 49);
  });

  it('names the first action of a broken file that does not apply', () => {
    const { game } = rebuilt(3, 5);
    const log = game.log.map((e) => ({ ...e }));
    const k = 10;
    log[k] = { ...log[k]!, seat: (log[k]!.seat + 1) % 3 };
    expect(() => buildTimeline({ config: game.config, log })).toThrow(
      new RegExp(`^action ${k} \\(seat ${log[k]!.seat}, ${log[k]!.action.type}\\) does not apply`),
    );
  });
});
