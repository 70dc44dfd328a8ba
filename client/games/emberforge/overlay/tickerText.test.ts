import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../../shared/games/emberforge/index.js';
import { cardById } from '../../../../shared/games/emberforge/cards/cardData.js';
import type { Standing } from '../../../../shared/games/emberforge/engine/rules/standings.js';
import { tickerItems, tickerText } from './tickerText.js';
import { loadLang } from '../../../i18n/langTables.js';

// The Spanish table is a chunk the browser loads on demand (switchLang): load it before the tests.
beforeAll(() => loadLang('es'));

const names = ['Eitri', 'Brokk'];
const nameOf = (s: number) => names[s] ?? '?';
const standing = (seat: number, collections: number, commissions: number): Standing => ({
  seat,
  forgedCollections: COLLECTIONS.slice(0, collections),
  forgedWeapons: collections,
  commissions,
  materials: 0,
  collectionsToGo: 5 - collections,
  commissionsToGo: 3 - commissions,
  stepsToWin: Math.min(5 - collections, 3 - commissions),
  place: 1,
});

describe('the overlay ticker', () => {
  it('tells a forging with the progress toward Forge Mastery, in English and Spanish', () => {
    const event = { type: 'weaponForged', seat: 0, cardId: 'ST01', instant: false } as const;
    const standingOf = () => standing(0, 4, 1);
    const card = cardById('ST01').name;
    expect(tickerText(event, { lang: 'en', nameOf, standingOf })).toBe(`Eitri forged ${card.en}: 4 of 5 collections`);
    expect(tickerText(event, { lang: 'es', nameOf, standingOf })).toBe(`Eitri forjó ${card.es}: 4 de 5 colecciones`);
  });

  it('tells a commission with the progress toward Guild Prestige', () => {
    const event = { type: 'commissionCompleted', seat: 1, weaponId: 'AX01', commissionId: 'SW01', slot: 0 } as const;
    const text = tickerText(event, { lang: 'en', nameOf, standingOf: () => standing(1, 0, 2) });
    expect(text).toBe(`Brokk completed the ${cardById('SW01').name.en} commission: 2 of 3`);
  });

  it('falls back to the log wording without figures, and leaves small events to the log', () => {
    const forged = { type: 'weaponForged', seat: 0, cardId: 'ST01', instant: false } as const;
    expect(tickerText(forged, { lang: 'en', nameOf })).toBe(`Eitri forged ${cardById('ST01').name.en}!`);
    expect(tickerText({ type: 'zoneOverheated', zone: 'ignar', embers: 4 }, { lang: 'en', nameOf })).toMatch(/overheats with 4 embers/);
    expect(tickerText({ type: 'turnStarted', seat: 0, phase: 'placement' }, { lang: 'en', nameOf })).toBeNull();
    const items = tickerItems(
      [
        { id: 1, event: { type: 'turnStarted', seat: 0, phase: 'placement' } },
        { id: 2, event: { type: 'gameWon', seats: [1], reason: 'forgeMastery' } },
      ],
      { lang: 'en', nameOf },
    );
    expect(items).toEqual([{ id: 2, kind: 'victory', text: 'Brokk won the game.' }]);
  });
});
