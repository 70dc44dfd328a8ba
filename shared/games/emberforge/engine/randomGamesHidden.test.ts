/**
 * Along seeded random games: views never hold a hidden card, redacted events hide others' draws,
 * checkAction on a seat's view agrees with applyAction on the state, mutated actions are refused
 * without touching the state, and every action legalActions lists is accepted.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from './actions.js';
import { applyAction } from './applyAction.js';
import { checkAction } from './checkAction.js';
import { rngInt } from './publicRng.js';
import type { GameState } from './state.js';
import { playRandomGame } from './randomPlay.js';
import { config } from './testKit.js';
import { redactEvents, viewFor } from './viewFor.js';
import type { Viewer } from './view.js';

function hiddenFrom(s: GameState, viewer: Viewer): string[] {
  return [...s.deck, ...s.players.filter((p) => p.seat !== viewer).flatMap((p) => p.hand)];
}

function checkViews(s: GameState): void {
  const viewers: Viewer[] = ['spectator', ...s.players.map((p) => p.seat)];
  for (const viewer of viewers) {
    const json = JSON.stringify(viewFor(s, viewer));
    for (const id of hiddenFrom(s, viewer)) if (json.includes(`"${id}"`)) throw new Error(`view of ${viewer} shows hidden card ${id}`);
    if (/"(seed|rng|deck|box)"/.test(json)) throw new Error('view leaks seed, rng, deck or box');
  }
}

/** A few ways to spoil an action: a wrong seat, an unknown card, a wrong zone, too many tokens, junk. */
function mutate(a: Action, s: GameState, r: number): { seat: number; action: Action } {
  const kind = rngInt(r, 6).value;
  const seat = s.activeSeat;
  const other = (seat + 1) % s.playerCount;
  switch (kind) {
    case 0:
      return { seat: other, action: a };
    case 1:
      return { seat, action: JSON.parse(JSON.stringify(a).replace(/"[A-Z]{2}\d\d"/g, '"ZZ99"')) };
    case 2:
      return { seat, action: { type: 'ignar', discard: [], take: ['mithril', 'mithril', 'mithril', 'mithril'] } };
    case 3:
      return { seat, action: { type: 'durgaz', payments: [{ cardId: s.deck[0]!, material: 'iron' }] } };
    case 4:
      return { seat, action: { type: 'rune', use: { mode: 'forged', cardId: s.deck[0]! } } };
    default:
      return { seat, action: { type: 'bogus' } as unknown as Action };
  }
}

describe('random games: hidden information and legality', () => {
  it('views, redaction, checkAction on views, mutated actions and legalActions (300 games)', () => {
    let refused = 0;
    let listed = 0;
    let step = 0;
    for (let g = 0; g < 300; g++) {
      const cfg = config(2 + (g % 3), 5000 + g, { roundLimit: 6 + (g % 10) });
      playRandomGame(cfg, g * 17 + 3, {
        onStep: (s, action, options) => {
          step++;
          const seat = s.activeSeat;
          const view = viewFor(s, seat);
          expect(checkAction(view, seat, action)).toBeNull();
          if (step % 10 === 0) checkViews(s);
          const bad = mutate(action, s, step);
          const before = JSON.stringify(s);
          const r = applyAction(s, bad.seat, bad.action);
          if (!r.ok) {
            refused++;
            if (JSON.stringify(s) !== before) throw new Error('refused action changed the state');
            if (bad.seat === seat) expect(checkAction(viewFor(s, seat), seat, bad.action)?.code).toBe(r.error.code);
          }
          if (step % 8 === 0) {
            // Every listed action is accepted (all of them on legalOutcomes.test.ts's states; here a stride of at most ~100).
            const stride = Math.max(1, Math.floor(options.length / 100));
            for (let i = 0; i < options.length; i += stride) {
              const o = options[i]!;
              listed++;
              const t = applyAction(s, seat, o);
              if (!t.ok) throw new Error(`legalActions listed a refused action ${JSON.stringify(o)}: ${t.error.message}`);
            }
          }
          const applied = applyAction(s, seat, action);
          if (applied.ok) {
            for (const viewer of s.players.map((p) => p.seat)) {
              for (const e of redactEvents(applied.events, viewer)) {
                if (e.type === 'cardDrawn' && e.seat !== viewer && e.cardId !== null) throw new Error('a draw by another seat is visible');
              }
            }
          }
        },
      });
    }
    expect(refused).toBeGreaterThan(10_000);
    expect(listed).toBeGreaterThan(5_000);
  }, 180_000); // ~11 s of CPU; the wall time grows with the load of the shared machine
});
