/** The end of a game: at 4 artefacts (end of round), an empty Mountain (at once), Andvéttr's 12 medals (at once). */
import type { Draft } from './draft.js';
import { verdict } from './standings.js';
import type { EndCause, GameEnd } from './state.js';

export function endGame(d: Draft, cause: EndCause): void {
  const s = d.s;
  let end: GameEnd;
  if (cause === 'medals') {
    end = { cause, winners: [], automaWins: true, decidedBy: 'andvettrMedals' };
  } else {
    const v = verdict(s.players.map((p) => p.res));
    end = {
      cause,
      winners: v.winners.filter((w) => w < s.seatCount),
      automaWins: v.winners.some((w) => s.players[w]!.automa),
      decidedBy: v.decidedBy,
    };
  }
  s.end = end;
  s.phase = 'ended';
  s.choice = null;
  s.special = null;
  d.emit({ type: 'gameEnded', cause, winners: [...end.winners], automaWins: end.automaWins, decidedBy: end.decidedBy });
}
