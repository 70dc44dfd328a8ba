/**
 * How the heuristic bot judges things, from its own view: the game is won by leading the others in
 * steel, gold and artefacts (medals break ties), so a change is worth what it does to the bot's leads
 * over its strongest rival in each category, not its size. Iron counts a little toward steel (it can
 * be alloyed). Everyone's resources are projected to the end of the round: their gains, alloys and
 * forges on the positions they already hold.
 */
import { faceOf, specialOf } from '../cards/cardLookup.js';
import type { Effect, MineFace } from '../cards/cardTypes.js';
import { ANDVETTR_MEDALS_TO_WIN, MAX_WORKERS, type Resources } from '../engine/constants.js';
import { canPay } from '../engine/rules.js';
import { monsterToll } from '../engine/defend.js';
import type { GameState, Pos, Who } from '../engine/state.js';

/** How wide a lead must be to count fully, per category. */
const SPREAD = { steel: 3, gold: 1.5, artefacts: 1 } as const;

const topFaceOf = (s: GameState, pos: Pos): MineFace => faceOf(s.mines[Math.floor(pos / 9)]!.stacks[pos % 9]!.at(-1)!);

/** The effect's resources applied to `res` (a conversion only if it can be paid). */
export function applyEffect(res: Resources, e: Effect): void {
  if (e.kind === 'ironVein') res.iron += 3;
  else if (e.kind === 'goldVein') res.gold += 1;
  else if (e.kind === 'medalOfValour') res.medals += 1;
  else if (e.kind === 'steelAlloy' && canPay(res, e)) {
    res.iron -= 3;
    res.steel += 2;
  } else if (e.kind === 'forge' && canPay(res, e)) {
    res.steel -= e.recipe.steel;
    res.gold -= e.recipe.gold;
    res.iron -= e.recipe.iron;
    res.artefacts += 1;
  }
}

/** Everyone's resources once the workers already placed this round have resolved (gains, alloys, forges). */
export function projectedAll(s: GameState): Resources[] {
  const all = s.players.map((p) => ({ ...p.res }));
  const effects = s.workers.map((w, pos) => (w && !w.spent ? { who: w.who, e: topFaceOf(s, pos).effect } : null));
  for (const kinds of [['ironVein', 'goldVein'], ['steelAlloy'], ['forge']]) {
    for (const x of effects) if (x && kinds.includes(x.e.kind)) applyEffect(all[x.who]!, x.e);
  }
  return all;
}

const CATEGORY_KEYS = ['steel', 'gold', 'artefacts'] as const;

/** A category as the bot counts it: iron a third of a steel (it can be alloyed). */
function effective(r: Resources, c: (typeof CATEGORY_KEYS)[number]): number {
  return c === 'steel' ? r.steel + r.iron / 3 : c === 'gold' ? r.gold : r.artefacts;
}

/** How well `me` stands against the others: its leads over the strongest rival per category, medals as the tie-break. */
export function standing(all: readonly Resources[], me: Who): number {
  const mine = all[me]!;
  let u = 0;
  for (const c of CATEGORY_KEYS) {
    let best = -Infinity;
    for (let i = 0; i < all.length; i++) if (i !== me) best = Math.max(best, effective(all[i]!, c));
    u += Math.tanh((effective(mine, c) - (all.length > 1 ? best : 0)) / SPREAD[c]);
  }
  let bestMedals = 0;
  for (let i = 0; i < all.length; i++) if (i !== me) bestMedals = Math.max(bestMedals, all[i]!.medals);
  u += 0.3 * Math.tanh((mine.medals - bestMedals) / 2);
  // A little for growing at all, so that a far lead or a lost cause still plays on.
  u += 0.01 * (mine.steel + 2 * mine.gold + 4 * mine.artefacts + mine.medals + 0.3 * mine.iron);
  return u;
}

function withChange(all: readonly Resources[], who: Who, f: (r: Resources) => void): Resources[] {
  const out = all.map((r) => r);
  out[who] = { ...all[who]! };
  f(out[who]!);
  return out;
}

/** What one worker on `pos` is worth to `me` (the change of its standing), given the projection `all`. */
export function positionWorth(s: GameState, me: Who, pos: Pos, all: readonly Resources[]): number {
  const face = topFaceOf(s, pos);
  const e = face.effect;
  const now = standing(all, me);
  let v: number;
  if (e.kind === 'monster') {
    const hit = all.map((r) => {
      const t = { ...r };
      for (const [k, n] of Object.entries(monsterToll(e.monster, r)) as [keyof Resources, number][]) t[k] += n;
      return t;
    });
    const defended = withChange(all, me, (r) => (r.medals += 1));
    v = standing(defended, me) - standing(hit, me) + (e.monster === 'orcRaiders' ? 0.15 : 0);
  } else if (e.kind === 'callForHelp') {
    v = s.r.received[me]! >= MAX_WORKERS ? 0 : 0.25;
  } else {
    v =
      standing(
        withChange(all, me, (r) => applyEffect(r, e)),
        me,
      ) - now;
  }
  if (face.changeFirstPlayer && s.firstPlayer === me) v -= 0.05;
  // Solo against Andvéttr: a Defend card left free may be its next medal (12 win at once): deny it.
  const automa = s.players.findIndex((p) => p.automa);
  if (face.action === 'defend' && automa >= 0 && s.automa !== 'eldhusfifl') v += 0.5 * (all[automa]!.medals / ANDVETTR_MEDALS_TO_WIN) ** 2;
  return v;
}

/** Solo against the Andvéttr levels: how near the automa's medals bring it to its instant win at 12 (0 to 1, steeper near the end). */
export function automaThreat(medals: number): number {
  return (Math.min(medals, ANDVETTR_MEDALS_TO_WIN) / ANDVETTR_MEDALS_TO_WIN) ** 2;
}

/** A Special card's worker side for `me`, its effects in order, after paying `ironPaid`. */
export function workerSideWorth(card: string, me: Who, all: readonly Resources[], ironPaid: number): number {
  const after = withChange(all, me, (r) => {
    r.iron -= ironPaid;
    for (const e of specialOf(card).worker.effects) applyEffect(r, e);
  });
  return standing(after, me) - standing(all, me);
}
