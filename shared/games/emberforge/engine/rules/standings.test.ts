import { describe, expect, it } from 'vitest';
import { CARDS } from '../../cards/cardData.js';
import { COLLECTIONS } from '../constants.js';
import type { Collection } from '../constants.js';
import { playRandomGame } from '../randomPlay.js';
import type { GameState, PlayerPublic } from '../state.js';
import { config, newGame } from '../testKit.js';
import { roundLimitWinners } from '../victory.js';
import { viewFor } from '../viewFor.js';
import { closestToWin, forgedCollectionList, oneStepFromVictory, standings, tieBreakUsed } from './standings.js';

const cardOf = (c: Collection, i = 0) => CARDS.filter((x) => x.collection === c)[i]!.id;
const forged = (...cs: Collection[]) =>
  cs.map((c) => ({ id: cardOf(c), forged: true, paid: { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 } }));

function withPlayers(edit: (p: PlayerPublic[]) => void): GameState {
  const s = structuredClone(newGame(3, 5));
  edit(s.players);
  return s;
}

describe('standings', () => {
  it('counts forged collections (not weapons in progress, not duplicates) and commissions', () => {
    const s = withPlayers(([a, b]) => {
      a!.play = [
        ...forged('axes', 'swords'),
        { ...forged('hammers')[0]!, forged: false },
        { ...forged('axes')[0]!, id: cardOf('axes', 1) },
      ];
      b!.commissionTokens = 2;
    });
    const [a, b, c] = standings(s);
    expect(a!.forgedCollections).toEqual(['axes', 'swords']);
    expect(a!.forgedWeapons).toBe(3);
    expect(a!.collectionsToGo).toBe(3);
    expect(b!.commissions).toBe(2);
    expect(b!.stepsToWin).toBe(1);
    expect(oneStepFromVictory(s.players[1]!)).toBe(true);
    expect(oneStepFromVictory(s.players[0]!)).toBe(false);
    expect(closestToWin(s)).toEqual([1]);
    expect([b!.place, a!.place, c!.place]).toEqual([1, 2, 3]);
  });

  it('four collections forged is one step from Forge Mastery; nobody is "closest" at the start', () => {
    const s = withPlayers(([a]) => {
      a!.play = forged('axes', 'swords', 'hammers', 'staves');
    });
    expect(oneStepFromVictory(s.players[0]!)).toBe(true);
    expect(closestToWin(s)).toEqual([0]);
    expect(closestToWin(newGame(2, 1))).toEqual([]);
    // One forged collection already makes a player the closest, though a commission is the nearer win.
    const early = withPlayers(([, b]) => {
      b!.play = forged('axes');
    });
    expect(closestToWin(early)).toEqual([1]);
    expect(standings(newGame(2, 1)).map((x) => x.place)).toEqual([1, 1]);
  });

  it('names the tie-break that decided a round-limit end', () => {
    const s = withPlayers(([a, b, c]) => {
      a!.commissionTokens = 1;
      b!.commissionTokens = 1;
      c!.commissionTokens = 0;
      a!.play = forged('axes', 'swords');
      b!.play = forged('axes', 'axes');
    });
    s.winner = { seats: roundLimitWinners(s.players), reason: 'roundLimit' };
    expect(s.winner.seats).toEqual([0]);
    expect(tieBreakUsed(s)).toBe('collections');
    expect(standings(s).map((x) => x.place)).toEqual([1, 2, 3]);
    s.winner = { seats: [0], reason: 'guildPrestige' };
    expect(tieBreakUsed(s)).toBeNull();
  });

  it('agrees with the engine: first place is the round-limit winner, on the state and on a view', () => {
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const { state } = playRandomGame(config(2 + (seed % 3), seed, { roundLimit: 3 }), seed);
      const view = viewFor(state, 'spectator');
      for (const table of [state, view]) {
        const firsts = standings(table)
          .filter((x) => x.place === 1)
          .map((x) => x.seat);
        expect(firsts).toEqual(state.winner!.seats);
        if (state.winner!.reason === 'roundLimit') {
          expect(firsts).toEqual(roundLimitWinners(state.players));
          expect(tieBreakUsed(table)).not.toBeNull();
          checked++;
        } else expect(standings(table).some((x) => x.stepsToWin === 0)).toBe(true);
      }
      for (const p of state.players) expect(forgedCollectionList(p).every((c) => COLLECTIONS.includes(c))).toBe(true);
    }
    expect(checked).toBeGreaterThan(0);
  });
});
