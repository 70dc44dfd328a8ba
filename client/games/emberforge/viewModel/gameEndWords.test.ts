/**
 * Issue 41: the end of the game never names a new Forgemaster after the winner, and the words for the
 * round's start player (the Forgemaster) and for the winner differ, in English and in Spanish. The
 * events are the engine's own: a real 2-player game played to its round limit (the engine's events
 * are not changed for this: the words are the client's).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, viewFor, type GameState } from '../../../../shared/games/emberforge/index.js';
import { loadLang } from '../../../i18n/langTables.js';
import { translate } from '../i18n/index.js';
import { tickerItems } from '../overlay/tickerText.js';
import type { LoggedEvent } from '../state/gameStore.js';
import { groupLog } from './logGroups.js';
import { namesFrom } from './logText.js';
import { victorySummary } from './victory.js';

beforeAll(() => loadLang('es'));

/** Two players end every turn at once until the round limit ends the game (Dvalin wins): its log and its last state. */
function playToRoundLimit(roundLimit: number): { log: LoggedEvent[]; state: GameState } {
  let state = createGame({
    players: [
      { name: 'Dvalin', color: 'red' },
      { name: 'Brokk', color: 'blue' },
    ],
    seed: 7,
    roundLimit,
  });
  // One more Iron for Dvalin: the round limit's last tie-break (material tokens held) makes one winner.
  state.players[0]!.materials.iron += 1;
  state.supply.iron -= 1;
  const log: LoggedEvent[] = [];
  while (state.phase !== 'ended') {
    const r = applyAction(state, state.activeSeat, { type: state.phase === 'placement' ? 'endPlacement' : 'endTurn' });
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    for (const event of r.events) log.push({ id: log.length + 1, event });
  }
  return { log, state };
}

const FORGEMASTER = { en: /forge ?master/i, es: /forjador/i } as const;

describe('the words at the end of the game', () => {
  const { log, state } = playToRoundLimit(2);
  const nameOf = namesFrom(state.players);

  it("the last round's end names no new Forgemaster; the rounds before still do (log and ticker, EN and ES)", () => {
    for (const lang of ['en', 'es'] as const) {
      const lines = groupLog(log, { lang, nameOf }).flatMap((g) => g.lines.map((l) => l.text));
      const ends = lines.filter((l) => /round 1|round 2|ronda 1|ronda 2/i.test(l) && /end|termina/i.test(l));
      expect(ends, lang).toEqual(
        lang === 'en'
          ? ['Round 1 ends; Brokk is the new Forgemaster.', 'Round 2 ends: the round limit is reached.']
          : ['Termina la ronda 1; Brokk es el nuevo Forjador.', 'Termina la ronda 2: se alcanza el límite de rondas.'],
      );
      const last = lines.indexOf(ends[1]!);
      expect(lines.slice(last).join(' '), lang).not.toMatch(FORGEMASTER[lang]);
      expect(lines.at(-1), 'the winner comes last').toMatch(/won the game|ganó la partida/);
      const ticker = tickerItems(log, { lang, nameOf }).map((i) => i.text);
      expect(ticker.slice(-2), lang).toEqual([ends[1], lines.at(-1)]);
    }
  });

  it("the winner is not hailed with the Forgemaster's word, in either language", () => {
    expect(state.winner).toEqual({ seats: [0], reason: 'roundLimit' });
    const winner = 0;
    for (const lang of ['en', 'es'] as const) {
      const summary = victorySummary(viewFor(state, winner), lang)!;
      expect(summary.iWon).toBe(true);
      expect(summary.cheer, lang).toBeTruthy();
      const words = [summary.title, summary.headline, summary.cheer, summary.reason].join(' ');
      expect(words, lang).not.toMatch(FORGEMASTER[lang]);
      expect(translate(lang, 'word.forgemaster'), lang).toMatch(FORGEMASTER[lang]);
      expect(victorySummary(viewFor(state, 1 - winner), lang)!.cheer).toBeNull();
    }
  });
});
