/**
 * The end of the game from the viewer's side (pure): who won (seats, or the automa), how the game
 * ended (4 artefacts, the Mountain, Andvéttr's 12 medals), how it was decided (categories, a
 * tie-break, most categories led, a shared win), and the standings: winners first, then by categories
 * beaten, then the tie-breaks (medals, iron, artefacts).
 */
import { beats, categoriesLedOutright } from '../../../../shared/games/dwarf/engine/standings.js';
import type { DecidedBy, EndCause, GameView, Resources } from '../../../../shared/games/dwarf/index.js';

export interface StandingLine {
  who: number;
  name: string;
  color: string;
  res: Resources;
  led: number;
  winner: boolean;
  place: number;
  automa: boolean;
}

export interface EndSummary {
  outcome: 'won' | 'shared' | 'lost' | 'watching';
  winners: string[];
  automaWins: boolean;
  automaName: string | null;
  cause: EndCause;
  decidedBy: DecidedBy;
  round: number;
  standings: StandingLine[];
}

export function endSummary(view: GameView): EndSummary | null {
  const end = view.end;
  if (!end) return null;
  const automaWho = view.players.findIndex((p) => p.automa);
  const winnerWho = new Set<number>(end.winners);
  if (end.automaWins && automaWho >= 0) winnerWho.add(automaWho);
  const lines = view.players.map((p) => p.res);
  const beaten = view.players.map((_, i) => view.players.filter((__, j) => j !== i && beats(lines[i]!, lines[j]!) !== null).length);
  const order = view.players
    .map((_, who) => who)
    .sort((a, b) => Number(winnerWho.has(b)) - Number(winnerWho.has(a)) || beaten[b]! - beaten[a]! || a - b);
  let place = 0;
  const standings = order.map((who, k) => {
    const prev = order[k - 1];
    const sameAsPrev = prev !== undefined && winnerWho.has(prev) === winnerWho.has(who) && beaten[prev] === beaten[who];
    if (!sameAsPrev) place = k + 1;
    const p = view.players[who]!;
    return {
      who,
      name: p.name,
      color: p.color,
      res: p.res,
      led: view.players.length > 1 ? categoriesLedOutright(lines, who) : 0,
      winner: winnerWho.has(who),
      place,
      automa: p.automa,
    };
  });
  const me = view.viewer === 'spectator' ? null : view.viewer;
  const outcome = me === null ? 'watching' : winnerWho.has(me) ? (winnerWho.size > 1 ? 'shared' : 'won') : 'lost';
  return {
    outcome,
    winners: end.winners.map((s) => view.players[s]!.name),
    automaWins: end.automaWins,
    automaName: automaWho >= 0 ? view.players[automaWho]!.name : null,
    cause: end.cause,
    decidedBy: end.decidedBy,
    round: view.round,
    standings,
  };
}
