import { describe, expect, it } from 'vitest';
import type { Action, GameConfig, Seat } from '../../../../shared/games/emberforge/index.js';
import { replay, viewFor } from '../../../../shared/games/emberforge/index.js';
import { BOTS, playGame } from '../../../../shared/games/emberforge/sim/simulate.js';
import { nextRound, previousRound } from '../../../history/replayTimeline.js';
import { buildTimeline, logAt, viewAt } from './replayTimeline.js';

function botGame(seed: number) {
  const log: { seat: Seat; action: Action; at: number }[] = [];
  const { state } = playGame(seed, [BOTS.heuristic, BOTS.random, BOTS.heuristic], undefined, undefined, (seat, action) =>
    log.push({ seat, action, at: log.length }),
  );
  const config: GameConfig = { players: state.players.map((p) => ({ name: p.name, color: p.color })), seed };
  return { config, log, final: state };
}

describe('replay timeline', () => {
  const game = botGame(42);
  const t = buildTimeline(game);

  it("rebuilds every position as the engine's replay of that prefix", () => {
    expect(t.length).toBe(game.log.length);
    expect(t.states.at(-1)).toEqual(game.final);
    for (const p of [0, 1, 17, Math.floor(t.length / 2), t.length - 1]) {
      expect(t.states[p]).toEqual(replay(game.config, game.log.slice(0, p)));
    }
  });

  it('marks overheats, forgings, commissions and the one victory at the action that caused them', () => {
    const victory = t.markers.filter((m) => m.kind === 'victory');
    expect(victory).toEqual([{ position: t.length, kind: 'victory', seat: game.final.winner!.seats[0] }]);
    for (const m of t.markers.filter((x) => x.kind === 'forge')) {
      const forgedBefore = t.states[m.position - 1]!.players[m.seat!]!.play.filter((c) => c.forged).length;
      const forgedAfter = t.states[m.position]!.players[m.seat!]!.play.filter((c) => c.forged).length;
      expect(forgedAfter).toBeGreaterThan(forgedBefore);
    }
    expect(t.markers.some((m) => m.kind === 'forge')).toBe(true);
  });

  it('steps by round: forward to the next round start, back to the start of this (or the previous) round', () => {
    expect(t.roundStarts[0]).toBe(0);
    const r2 = t.roundStarts[1]!;
    expect(t.states[r2]!.round).toBe(2);
    expect(t.states[r2 - 1]!.round).toBe(1);
    expect(nextRound(t, 0)).toBe(r2);
    expect(previousRound(t, r2 + 3)).toBe(r2);
    expect(previousRound(t, r2)).toBe(0);
    expect(nextRound(t, t.length)).toBe(t.length);
  });

  it("shows the public view, a seat's view and all hands", () => {
    const p = Math.floor(t.length / 2);
    const state = t.states[p]!;
    expect(viewAt(t, p, 'public')).toEqual(viewFor(state, 'spectator'));
    expect(viewAt(t, p, 1)).toEqual(viewFor(state, 1));
    const all = viewAt(t, p, 'all');
    expect(all.players.map((x) => x.hand)).toEqual(state.players.map((x) => x.hand));
    expect(viewAt(t, p, 'public').players.every((x) => x.hand === null)).toBe(true);
  });

  it('keeps the log in step: the events up to the position, redacted for the viewer', () => {
    const p = 30;
    const all = logAt(t, p, 'all').map((e) => e.event);
    expect(all).toEqual(t.events.slice(0, p).flat());
    const publicDraws = logAt(t, p, 'public').filter((e) => e.event.type === 'cardDrawn');
    expect(publicDraws.every((e) => e.event.type === 'cardDrawn' && e.event.cardId === null)).toBe(true);
  });

  it('names the first action that does not apply', () => {
    const log = game.log.slice();
    log[5] = { ...log[5]!, seat: (log[5]!.seat + 1) % 3 };
    expect(() => buildTimeline({ config: game.config, log })).toThrow(
      new RegExp(`^action 5 \\(seat ${log[5]!.seat}, ${log[5]!.action.type}\\) does not apply`),
    );
  });
});
