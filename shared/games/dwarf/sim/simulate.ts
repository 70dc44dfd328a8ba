/**
 * Many DWARF games between bots, each seat on its own view (`npm run simulate -- --game dwarf`): who
 * wins by seat and by bot, how games end and how they are decided, which categories the winners led,
 * their lengths, and a digest of every final state (same options, same digest). Pure and deterministic.
 * For simulation only: each game's shuffle key is derived from `seed`, so whoever knows it knows every
 * Mountain; real tables are keyed by a server secret.
 */
import { fnvHasher, type Hasher } from '../../../platform/hash.js';
import { heuristicBot } from '../bots/heuristicBot.js';
import { randomBot, type Bot } from '../bots/randomBot.js';
import { CATEGORIES, type AutomaLevel, type MountainOrder } from '../engine/constants.js';
import type { DecidedBy, EndCause, GameConfig } from '../engine/state.js';
import { playGame } from './playGame.js';

export type DwarfBotName = 'heuristic' | 'random';
export type DwarfBotMix = DwarfBotName | 'mix';

const BOTS: Record<DwarfBotName, Bot> = { heuristic: heuristicBot, random: randomBot };
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple'];

export interface DwarfSimOptions {
  games: number;
  /** 1 (solo against the automa) to 5. */
  players: number;
  seed: number;
  bots: DwarfBotMix;
  automa?: AutomaLevel;
  mountain?: MountainOrder;
  /** Hash for the digest of final states (default: a pure 64-bit FNV-1a). */
  createHasher?: () => Hasher;
}

export interface Spread {
  median: number;
  p90: number;
  max: number;
}

export interface DwarfSimResult {
  games: number;
  players: number;
  seed: number;
  bots: DwarfBotMix;
  automa: AutomaLevel | null;
  /** Share of games each seat won (a shared win counts for each of its winners). */
  winRateBySeat: number[];
  /** Seats each bot played, and the share of them it won. */
  byBot: Partial<Record<DwarfBotName, { seats: number; winRate: number }>>;
  /** Games the solo automa won. */
  automaWins: number;
  endedBy: Record<EndCause, number>;
  decidedBy: Record<DecidedBy, number>;
  /** Games in which the winners (all of them) led each category outright over every other player. */
  categoryLedByWinners: Record<(typeof CATEGORIES)[number], number>;
  rounds: Spread;
  actions: Spread;
  digest: string;
}

/** Seat i's bot in game g: all the same, or alternating heuristic and random from a seat that moves game by game. */
function botOf(mix: DwarfBotMix, seat: number, game: number): DwarfBotName {
  if (mix !== 'mix') return mix;
  return (seat + game) % 2 === 0 ? 'heuristic' : 'random';
}

function spread(values: number[]): Spread {
  const v = [...values].sort((a, b) => a - b);
  const at = (q: number) => v[Math.min(v.length - 1, Math.floor(q * v.length))] ?? 0;
  return { median: at(0.5), p90: at(0.9), max: v.at(-1) ?? 0 };
}

export function simulateDwarf(o: DwarfSimOptions): DwarfSimResult {
  const hasher = (o.createHasher ?? fnvHasher)();
  const wins = Array.from({ length: o.players }, () => 0);
  const byBot: DwarfSimResult['byBot'] = {};
  const endedBy: Record<EndCause, number> = { artefacts: 0, mountain: 0, medals: 0 };
  const decidedBy: Record<DecidedBy, number> = {
    categories: 0,
    mostCategories: 0,
    medals: 0,
    iron: 0,
    artefacts: 0,
    shared: 0,
    andvettrMedals: 0,
  };
  const led = { steel: 0, gold: 0, artefacts: 0 };
  const rounds: number[] = [];
  const actions: number[] = [];
  let automaWins = 0;
  for (let g = 0; g < o.games; g++) {
    const names = Array.from({ length: o.players }, (_, seat) => botOf(o.bots, seat, g));
    const config: GameConfig = {
      players: names.map((name, seat) => ({ name: `${name} ${seat + 1}`, color: COLORS[seat]! })),
      seed: (o.seed * 1_000_003 + g) >>> 0,
      ...(o.automa ? { automa: o.automa } : {}),
      ...(o.mountain ? { mountain: o.mountain } : {}),
    };
    const played = playGame(
      config,
      names.map((n) => BOTS[n]),
      (o.seed + g * 7919) >>> 0,
    );
    const s = played.final;
    const end = s.end!;
    hasher.update(JSON.stringify(s));
    rounds.push(s.round);
    actions.push(played.actions);
    endedBy[end.cause]++;
    decidedBy[end.decidedBy]++;
    if (end.automaWins) automaWins++;
    names.forEach((name, seat) => {
      const b = (byBot[name] ??= { seats: 0, winRate: 0 });
      b.seats++;
      if (end.winners.includes(seat)) {
        wins[seat]!++;
        b.winRate++;
      }
    });
    const winners = [...end.winners, ...(end.automaWins ? [s.players.length - 1] : [])];
    for (const c of CATEGORIES) {
      const best = (who: number) => s.players.every((p, i) => winners.includes(i) || s.players[who]!.res[c] > p.res[c]);
      if (winners.length > 0 && winners.every(best)) led[c]++;
    }
  }
  for (const b of Object.values(byBot)) b.winRate = b.seats > 0 ? b.winRate / b.seats : 0;
  return {
    games: o.games,
    players: o.players,
    seed: o.seed,
    bots: o.bots,
    automa: o.players === 1 ? (o.automa ?? 'eldhusfifl') : null,
    winRateBySeat: wins.map((w) => w / o.games),
    byBot,
    automaWins,
    endedBy,
    decidedBy,
    categoryLedByWinners: led,
    rounds: spread(rounds),
    actions: spread(actions),
    digest: hasher.digest(),
  };
}
