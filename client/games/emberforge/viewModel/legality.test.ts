/**
 * legalFor lists Ignar's discards of one card at most: the HUD's questions (which zones have a use, which
 * rune cards, which deliveries) get the same answers as from every legal action, and a big hand stays cheap.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../../../shared/games/emberforge/index.js';
import { allCardIds } from '../../../../shared/games/emberforge/engine/cardLookup.js';
import { playRandomGame } from '../../../../shared/games/emberforge/engine/randomPlay.js';
import { config, giveHand, newGame, place } from '../../../../shared/games/emberforge/engine/testKit.js';
import { deliverableWeapons, usableRuneCards, zonesWithActions } from './legalChoices.js';
import { legalFor } from './legality.js';

const ZONES = ['ignar', 'durgaz', 'runarium', 'gildar'] as const;

describe('legalFor', () => {
  it('answers the HUD as the whole list does, along random games', () => {
    let compared = 0;
    for (let g = 0; g < 12; g++) {
      playRandomGame(config(2 + (g % 3), 70 + g), g * 13 + 1, {
        onStep: (s) => {
          if (s.phase !== 'activation') return;
          const view = viewFor(s, s.activeSeat);
          const all = legalActions(view, s.activeSeat);
          const some = legalFor(view);
          expect(zonesWithActions(some, ZONES)).toEqual(zonesWithActions(all, ZONES));
          expect(usableRuneCards(some)).toEqual(usableRuneCards(all));
          expect(deliverableWeapons(some)).toEqual(deliverableWeapons(all));
          compared++;
        },
      });
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('stays small with a 20-card hand at Ignar', () => {
    const s = structuredClone(place(newGame(2, 5), { 0: ['ignar', 'ignar', 'runarium'], 1: ['durgaz', 'durgaz', 'gildar'] }).state);
    const own = new Set(s.players[0]!.hand);
    giveHand(
      s,
      0,
      allCardIds()
        .filter((id) => !own.has(id))
        .slice(0, 20 - own.size),
    );
    const some = legalFor(viewFor(s, 0));
    expect(some.length).toBeLessThan(2000);
    expect(zonesWithActions(some, ZONES)).toEqual(['ignar', 'durgaz', 'runarium']);
  });
});
