/**
 * Dwarf Emberforge through the platform's conformance kit (shared/platform/conformance): sample games of
 * 2, 3 and 4 seats played by its bots, with the engine's exhaustive candidate generator for the
 * completeness of legal actions (outcomes compared without the discard pile's order, which the rules
 * leave open: RULES_NOTES.md).
 */
import { PLAYER_COLORS, type GameState } from './index.js';
import { actionCandidates } from './engine/actionCandidates.js';
import { conformanceSuite } from '../../platform/conformance/conformanceSuite.js';
import { emberforge } from './module.js';

const configs = [2, 3, 4, 2, 3, 4].map((n, i) =>
  emberforge.configFor(
    PLAYER_COLORS.slice(0, n).map((color, s) => ({ name: `P${s + 1}`, color })),
    7001 + i,
    { roundLimit: i < 3 ? 8 : 30, startPlayer: i % 2 === 0 ? 'first' : 'random' },
  ),
);

conformanceSuite(
  {
    module: emberforge,
    configs,
    maxActions: 5_000,
    candidates: (state, seat) => ((state as GameState).activeSeat === seat ? actionCandidates(state as GameState) : []),
    outcomeKey: (state) => {
      const s = state as GameState;
      return JSON.stringify({ ...s, discard: s.discard.slice().sort() });
    },
    malformed: [
      { type: 'placeEmber', zone: 'nowhere' },
      { type: 'placeEmber', zone: 'ignar', extra: 1 },
      { type: 'durgaz', payments: 'all' },
    ],
  },
  { legalEvery: 7, viewsEvery: 1 },
);
