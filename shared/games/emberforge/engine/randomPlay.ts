/** A seeded random player for the engine's own tests (the real bots live in shared/games/emberforge/bots). */
import type { Action } from './actions.js';
import { applyAction } from './applyAction.js';
import { MATERIALS, ZONES } from './constants.js';
import { legalActions } from './legalActions.js';
import { rngInt } from './publicRng.js';
import { createGame } from './setup.js';
import type { GameConfig, GameState } from './state.js';
import { allCards, materialTotal } from './testKit.js';
import { viewFor } from './viewFor.js';

/** Whether an action moves a player toward victory (preferred half of the time, so games end). */
function progresses(a: Action): boolean {
  return (
    (a.type === 'durgaz' && a.payments.length > 0) ||
    (a.type === 'gildar' && a.pick.kind === 'commission') ||
    (a.type === 'placeEmber' && (a.zone === 'durgaz' || a.zone === 'ignar' || a.zone === 'gildar'))
  );
}

/** Picks a legal action of the active seat from its own view. */
export function randomAction(s: GameState, rng: number): { action: Action; options: Action[]; rng: number } {
  const options = legalActions(viewFor(s, s.activeSeat), s.activeSeat);
  if (options.length === 0) throw new Error('no legal action for the active seat');
  const r = rngInt(rng, 2);
  let pool = options;
  if (r.value === 0) {
    const good = options.filter(progresses);
    if (good.length > 0) pool = good;
  }
  const pick = rngInt(r.state, pool.length);
  return { action: pool[pick.value]!, options, rng: pick.state };
}

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

/** Throws if a total, a cap or a limit of the rules is broken. */
export function checkInvariants(s: GameState): void {
  for (const m of MATERIALS) if (materialTotal(s, m) !== 15) throw new Error(`${m} totals ${materialTotal(s, m)}`);
  const cards = allCards(s);
  if (cards.length !== 57 || new Set(cards).size !== 57) throw new Error(`cards total ${cards.length} (${new Set(cards).size} distinct)`);
  for (const m of MATERIALS) if (s.supply[m] < 0) throw new Error('negative supply');
  for (const p of s.players) {
    for (const m of MATERIALS) if (p.materials[m] > 3 || p.materials[m] < 0) throw new Error(`seat ${p.seat} holds ${p.materials[m]} ${m}`);
    let embers = 0;
    for (const z of ZONES) for (const x of s.zones[z].embers) if (x === p.seat) embers++;
    if (embers > 3) throw new Error(`seat ${p.seat} has ${embers} embers out`);
  }
  if (s.commissions.filter((c) => c !== null).length < 3 && s.deck.length + s.discard.length > 20)
    throw new Error('empty commission slot while cards remain');
  let heat = 0;
  for (const z of ZONES) if (s.zones[z].heat !== 'none') heat++;
  if (heat > 3) throw new Error('more than 3 heat tokens');
}

/** Plays a whole game with randomAction, checking invariants after every action. */
export function playRandomGame(
  cfg: GameConfig,
  rngSeed: number,
  opts: { freeze?: boolean; onStep?: (s: GameState, a: Action, options: Action[]) => void } = {},
) {
  let s = createGame(cfg);
  let rng = rngSeed;
  const log: { seat: number; action: Action }[] = [];
  let steps = 0;
  while (!s.winner) {
    if (opts.freeze) deepFreeze(s);
    const pick = randomAction(s, rng);
    rng = pick.rng;
    opts.onStep?.(s, pick.action, pick.options);
    const seat = s.activeSeat;
    const r = applyAction(s, seat, pick.action);
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(pick.action)}: ${r.error.message}`);
    if (r.state.version !== s.version + 1) throw new Error('version did not rise by 1');
    log.push({ seat, action: pick.action });
    s = r.state;
    checkInvariants(s);
    if (++steps > 5000) throw new Error('game too long');
  }
  return { state: s, log };
}
