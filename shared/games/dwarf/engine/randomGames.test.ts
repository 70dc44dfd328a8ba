/**
 * Random whole games (random legal play, 1-5 seats, every solo level, both Mountain orders): they always
 * end, never throw, keep every resource non-negative, always wait on a seat while running, never show
 * a hidden card in a view, follow the public view by its events, and replay exactly.
 */
import { describe, expect, it } from 'vitest';
import { RESOURCES } from './constants.js';
import { applyAction } from './applyAction.js';
import { checkAction } from './checkAction.js';
import { legalActions } from './legalActions.js';
import { playRandomGame, type PlayedStep } from './randomPlay.js';
import { replay } from './replay.js';
import { config } from './testKit.js';
import { activeSeat } from './turn.js';
import { viewAfterEvents } from './viewAfterEvents.js';
import { viewFor } from './viewFor.js';
import { CARD_ID_TOKEN, secretsOf } from '../secrets.js';
import type { GameConfig, GameState } from './state.js';

const LEVELS = ['eldhusfifl', 'andvettr', 'andvettr-fadir'] as const;
const CONFIGS: GameConfig[] = [];
for (let g = 0; g < 10; g++) {
  const n = 1 + (g % 5);
  CONFIGS.push(config(n, 500 + g, { automa: LEVELS[g % 3], mountain: g % 4 === 3 ? 'lanterns' : 'shuffled' }));
}

function leaks(s: GameState, text: string): string[] {
  const secret = new Set(secretsOf(s, 'spectator'));
  return (text.match(new RegExp(CARD_ID_TOKEN.source, 'g')) ?? []).filter((t) => secret.has(t));
}

describe('random whole games', () => {
  it('always end, never throw, keep resources non-negative and always wait on a seat while running', () => {
    const causes = new Set<string>();
    const problems: string[] = [];
    for (const [g, cfg] of CONFIGS.entries()) {
      const end = playRandomGame(cfg, g + 1, (step) => {
        const at = `game ${g} v${step.after.version}`;
        if (activeSeat(step.before) !== step.seat) problems.push(`${at}: seat ${step.seat} acted out of turn`);
        for (const p of step.after.players)
          for (const r of RESOURCES) if (p.res[r] < 0) problems.push(`${at}: ${p.name}'s ${r} is ${p.res[r]}`);
        if (!step.after.end && activeSeat(step.after) === null) problems.push(`${at}: nobody to act`);
        if (step.after.version !== step.before.version + 1) problems.push(`${at}: version ${step.before.version} → ${step.after.version}`);
      });
      expect(end.end).not.toBeNull();
      expect(activeSeat(end)).toBeNull();
      causes.add(end.end!.cause);
    }
    expect(problems).toEqual([]);
    expect(causes.has('mountain')).toBe(true);
  });

  it('never show a hidden card in a view or an event, and the public view follows the events alone', () => {
    const problems: string[] = [];
    for (const [g, cfg] of CONFIGS.entries()) {
      playRandomGame(cfg, g + 101, (step: PlayedStep) => {
        const at = `game ${g} v${step.after.version}`;
        const before = viewFor(step.before, 'spectator');
        const text = JSON.stringify(viewFor(step.after, 'spectator'));
        for (const t of leaks(step.after, text)) problems.push(`${at}: the view shows ${t}`);
        // An event may name a card only once it is face up (it is no secret after the action).
        for (const t of leaks(step.after, JSON.stringify(step.events))) problems.push(`${at}: an event names ${t}`);
        const moved = viewAfterEvents(before, { version: step.after.version, seat: step.seat, events: step.events });
        if (JSON.stringify(moved) !== text) problems.push(`${at}: viewAfterEvents differs from viewFor`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('accept every listed action (also judged on the seat’s own view), never change the state they are given, and replay exactly', () => {
    const problems: string[] = [];
    for (const [g, cfg] of CONFIGS.entries()) {
      const log: { seat: number; action: PlayedStep['action'] }[] = [];
      const end = playRandomGame(cfg, g + 201, (step) => {
        log.push({ seat: step.seat, action: step.action });
        if (step.before.version % 3 !== 0) return;
        const at = `game ${g} v${step.before.version}`;
        const text = JSON.stringify(step.before);
        const view = viewFor(step.before, step.seat);
        const legal = legalActions(step.before, step.seat);
        for (const a of legal) {
          if (!applyAction(step.before, step.seat, a).ok) problems.push(`${at}: ${JSON.stringify(a)} refused`);
          if (checkAction(view, step.seat, a) !== null) problems.push(`${at}: ${JSON.stringify(a)} refused on the seat's view`);
        }
        if (JSON.stringify(legalActions(view, step.seat)) !== JSON.stringify(legal)) problems.push(`${at}: the view lists other actions`);
        if (JSON.stringify(step.before) !== text) problems.push(`${at}: the state was changed`);
      });
      if (JSON.stringify(replay(cfg, log)) !== JSON.stringify(end)) problems.push(`game ${g}: the log does not replay to the end`);
    }
    expect(problems).toEqual([]);
  });
});
