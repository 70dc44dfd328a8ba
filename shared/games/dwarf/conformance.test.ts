/**
 * DWARF through the platform's conformance kit (shared/platform/conformance): sample games of 1 (each
 * automa level) to 5 seats, both Mountain orders, played by its bots, with a wide candidate generator
 * (every position, pile, payment and item, legal or not) for the completeness of legal actions.
 */
import { conformanceSuite } from '../../platform/conformance/conformanceSuite.js';
import type { Action } from './engine/actions.js';
import { MINE_SIZE, PILES_PER_MINE } from './engine/constants.js';
import type { GameState } from './engine/state.js';
import { dwarf } from './module.js';

const COLORS = ['red', 'blue', 'green', 'yellow', 'purple'];
const SAMPLES: [seats: number, automa: 'eldhusfifl' | 'andvettr' | 'andvettr-fadir', mountain: 'shuffled' | 'lanterns'][] = [
  [1, 'eldhusfifl', 'shuffled'],
  [1, 'andvettr', 'lanterns'],
  [1, 'andvettr-fadir', 'shuffled'],
  [2, 'eldhusfifl', 'shuffled'],
  [3, 'eldhusfifl', 'lanterns'],
  [4, 'eldhusfifl', 'shuffled'],
  [5, 'eldhusfifl', 'shuffled'],
];
const configs = SAMPLES.map(([n, automa, mountain], i) =>
  dwarf.configFor(
    COLORS.slice(0, n).map((color, s) => ({ name: `P${s + 1}`, color })),
    8101 + i,
    { automa, mountain },
  ),
);

/** Every action of every shape a seat might send, most of them illegal. */
function candidates(state: unknown): Action[] {
  const s = state as GameState;
  const out: Action[] = [];
  for (let pos = 0; pos < 2 * MINE_SIZE; pos++) out.push({ type: 'place', pos });
  for (let pile = 0; pile < 2 * PILES_PER_MINE; pile++)
    for (const pay of ['workers', 'iron'] as const) out.push({ type: 'special', pile, pay });
  for (let item = 0; item < (s.choice?.items.length ?? 0) + 2; item++) out.push({ type: 'convert', item }, { type: 'decline', item });
  return out;
}

conformanceSuite(
  {
    module: dwarf,
    configs,
    maxActions: 5_000,
    candidates,
    malformed: [
      { type: 'place', pos: 18 },
      { type: 'place', pos: -1 },
      { type: 'place', pos: 1.5 },
      { type: 'place' },
      { type: 'special', pile: 0 },
      { type: 'special', pile: 6, pay: 'iron' },
      { type: 'special', pile: 0, pay: 'gold' },
      { type: 'convert', item: 'all' },
      { type: 'decline', item: 0, extra: true },
      { type: 'pass' },
    ],
  },
  { legalEvery: 3, viewsEvery: 1 },
);
