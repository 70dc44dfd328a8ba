import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type GameEvent } from '../../../shared/games/emberforge/index.js';
import { cardById } from '../../../shared/games/emberforge/cards/cardData.js';
import type { Standing } from '../../../shared/games/emberforge/engine/rules/standings.js';
import { loadLang } from '../../i18n/langTables.js';
import { eventText } from './viewModel/logText.js';
import { momentsOf, momentWords, SHOT_PRIORITY, type EmberforgeMoment } from './moments.js';

beforeAll(() => loadLang('es'));

const names = ['Eitri', 'Brokk', 'Sindri'];
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

/** The one moment of an event (every Emberforge event makes at most one). */
function only(event: GameEvent): EmberforgeMoment {
  const moments = momentsOf(event);
  expect(moments).toHaveLength(1);
  return moments[0]!;
}

/** A moment without its event, to compare its cues. */
function cues(event: GameEvent): Omit<EmberforgeMoment, 'event'> {
  const { event: from, ...rest } = only(event);
  expect(from).toBe(event);
  return rest;
}

describe("Emberforge's moments", () => {
  it('an ember placed or moved makes its sound and nothing else', () => {
    expect(cues({ type: 'emberPlaced', seat: 1, zone: 'ignar' })).toEqual({ kind: 'emberPlaced', seat: 1, sound: 'ember' });
    expect(cues({ type: 'emberMoved', seat: 2, from: 'ignar', to: 'gildar' })).toEqual({ kind: 'emberMoved', seat: 2, sound: 'ember' });
  });

  it("an overheat is the table's: ticker, headline, sound, the zone's shot, a marker of no seat", () => {
    expect(cues({ type: 'zoneOverheated', zone: 'durgaz', embers: 5 })).toEqual({
      kind: 'overheat',
      seat: null,
      ticker: true,
      headline: true,
      sound: 'overheat',
      camera: { shot: { kind: 'zone', zone: 'durgaz', why: 'overheat' }, priority: SHOT_PRIORITY.overheat },
      marker: { kind: 'overheat', seat: null },
    });
  });

  it("a forging and a commission are their player's, the commission ranked over the forging", () => {
    expect(cues({ type: 'weaponForged', seat: 1, cardId: 'AX01', instant: true })).toEqual({
      kind: 'forged',
      seat: 1,
      ticker: true,
      headline: true,
      sound: 'forge',
      camera: { shot: { kind: 'seat', seat: 1, why: 'forge' }, priority: SHOT_PRIORITY.forge },
      marker: { kind: 'forge', seat: 1 },
    });
    expect(cues({ type: 'commissionCompleted', seat: 2, weaponId: 'AX01', commissionId: 'SW01', slot: 0 })).toEqual({
      kind: 'commission',
      seat: 2,
      ticker: true,
      headline: true,
      sound: 'commission',
      camera: { shot: { kind: 'seat', seat: 2, why: 'commission' }, priority: SHOT_PRIORITY.commission },
      marker: { kind: 'commission', seat: 2 },
    });
    expect(SHOT_PRIORITY.resolve).toBeLessThan(SHOT_PRIORITY.overheat);
    expect(SHOT_PRIORITY.overheat).toBeLessThan(SHOT_PRIORITY.forge);
    expect(SHOT_PRIORITY.forge).toBeLessThan(SHOT_PRIORITY.commission);
    expect(SHOT_PRIORITY.commission).toBeLessThan(SHOT_PRIORITY.victory);
  });

  it('a victory frames every winner, and its marker names the first (or none)', () => {
    expect(cues({ type: 'gameWon', seats: [2, 0], reason: 'forgeMastery' })).toEqual({
      kind: 'victory',
      seat: null,
      ticker: true,
      headline: true,
      sound: 'victory',
      camera: { shot: { kind: 'victory', seats: [2, 0] }, priority: SHOT_PRIORITY.victory },
      marker: { kind: 'victory', seat: 2 },
    });
    expect(only({ type: 'gameWon', seats: [], reason: 'roundLimit' }).marker).toEqual({ kind: 'victory', seat: null });
  });

  it('the end of a round is a ticker line (no headline, no sound) and play leaves any zone', () => {
    expect(cues({ type: 'roundEnded', round: 3, forgemaster: 1 })).toEqual({
      kind: 'round',
      seat: null,
      ticker: true,
      stage: { leave: 'any' },
    });
  });

  it('play enters the zone being resolved (its shot) and leaves it when it closes or a phase starts', () => {
    expect(cues({ type: 'zoneStarted', seat: 0, zone: 'runarium', embers: 3 })).toEqual({
      kind: 'zoneStarted',
      seat: 0,
      camera: { shot: { kind: 'zone', zone: 'runarium', why: 'resolve' }, priority: SHOT_PRIORITY.resolve },
      stage: { enter: 'runarium' },
    });
    expect(cues({ type: 'zoneClosed', seat: 0, zone: 'runarium' })).toEqual({ kind: 'zoneClosed', seat: 0, stage: { leave: 'runarium' } });
    expect(cues({ type: 'phaseStarted', phase: 'activation', round: 2 })).toEqual({
      kind: 'phaseStarted',
      seat: null,
      stage: { leave: 'any' },
    });
    expect(cues({ type: 'phaseStarted', phase: 'ended', round: 4 })).toEqual({ kind: 'phaseStarted', seat: null, stage: { leave: 'any' } });
  });

  it('bookkeeping makes no moment, whether the event is redacted or not', () => {
    const quiet: GameEvent[] = [
      { type: 'placementEnded', seat: 0, unplaced: 1 },
      { type: 'turnStarted', seat: 0, phase: 'placement' },
      { type: 'cardsDiscarded', seat: 0, cards: ['AX01'] },
      { type: 'materialsGained', seat: 0, materials: { iron: 1 } },
      { type: 'materialsReturned', seat: 0, materials: { iron: 1 } },
      { type: 'cardDrawn', seat: 0, cardId: null },
      { type: 'cardDrawn', seat: 0, cardId: 'AX01' },
      { type: 'cardPlayed', seat: 0, cardId: 'AX01' },
      { type: 'materialsPaid', seat: 0, cardId: 'AX01', material: 'iron', amount: 1 },
      { type: 'abilityUsed', seat: 0, cardId: 'AX01', mode: 'forged' },
      { type: 'zoneCooled', zone: 'ignar' },
      { type: 'cardSalvaged', seat: 0, cardId: 'AX01' },
      { type: 'commissionRevealed', slot: 0, cardId: null, discarded: [] },
      { type: 'deckReshuffled', size: 30 },
      { type: 'temperatureChanged', zone: 'ignar', heat: 'cooldown' },
    ];
    for (const e of quiet) expect(momentsOf(e), e.type).toEqual([]);
  });
});

describe("the words of Emberforge's moments", () => {
  const forged = { type: 'weaponForged', seat: 0, cardId: 'ST01', instant: false } as const;
  const commission = { type: 'commissionCompleted', seat: 1, weaponId: 'AX01', commissionId: 'SW01', slot: 0 } as const;

  it("with the player's standing: their progress toward that victory, in English and Spanish", () => {
    const standingOf = (seat: number) => (seat === 0 ? standing(0, 4, 1) : standing(1, 0, 2));
    const card = cardById('ST01').name;
    expect(momentWords(only(forged), { lang: 'en', nameOf, standingOf })).toBe(`Eitri forged ${card.en}: 4 of 5 collections`);
    expect(momentWords(only(forged), { lang: 'es', nameOf, standingOf })).toBe(`Eitri forjó ${card.es}: 4 de 5 colecciones`);
    expect(momentWords(only(commission), { lang: 'en', nameOf, standingOf })).toBe(
      `Brokk completed the ${cardById('SW01').name.en} commission: 2 of 3`,
    );
  });

  it("without it (the history seen on joining, the banner, an unknown seat): the log's line", () => {
    expect(momentWords(only(forged), { lang: 'en', nameOf })).toBe(`Eitri forged ${cardById('ST01').name.en}!`);
    expect(momentWords(only(forged), { lang: 'en', nameOf, standingOf: () => undefined })).toBe(eventText(forged, { lang: 'en', nameOf }));
    expect(momentWords(only(commission), { lang: 'en', nameOf })).toBe(eventText(commission, { lang: 'en', nameOf }));
  });

  it('moments of no player or with no figures read as the log does, whatever the standings', () => {
    const standingOf = () => standing(0, 4, 2);
    const events: GameEvent[] = [
      { type: 'zoneOverheated', zone: 'ignar', embers: 4 },
      { type: 'gameWon', seats: [1], reason: 'forgeMastery' },
      { type: 'roundEnded', round: 2, forgemaster: 1 },
      { type: 'emberPlaced', seat: 0, zone: 'gildar' },
    ];
    for (const e of events) expect(momentWords(only(e), { lang: 'en', nameOf, standingOf })).toBe(eventText(e, { lang: 'en', nameOf }));
    expect(momentWords(only(events[1]!), { lang: 'en', nameOf })).toBe('Brokk won the game.');
  });

  it('a moment whose event the log leaves out has no words', () => {
    expect(momentWords(only({ type: 'phaseStarted', phase: 'ended', round: 4 }), { lang: 'en', nameOf })).toBeNull();
  });
});
