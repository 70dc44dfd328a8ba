import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../shared/games/emberforge/index.js';
import { groupLog } from './logGroups.js';
import { loadLang } from '../../../i18n/langTables.js';

// The Spanish table is a chunk the browser loads on demand (switchLang): load it before the tests.
beforeAll(() => loadLang('es'));

const names = ['Ada', 'Bot'];
const ctx = { lang: 'en' as const, nameOf: (s: number) => names[s]! };
const entries = (events: GameEvent[]) => events.map((event, i) => ({ id: i + 1, event }));

describe('the game log grouped by turn', () => {
  it('groups lines by round, phase and turn, merges placements, and flags the big moments', () => {
    const groups = groupLog(
      entries([
        { type: 'phaseStarted', phase: 'placement', round: 1 },
        { type: 'turnStarted', seat: 0, phase: 'placement' },
        { type: 'emberPlaced', seat: 0, zone: 'durgaz' },
        { type: 'emberPlaced', seat: 0, zone: 'durgaz' },
        { type: 'emberPlaced', seat: 0, zone: 'ignar' },
        { type: 'turnStarted', seat: 1, phase: 'placement' },
        { type: 'emberPlaced', seat: 1, zone: 'gildar' },
        { type: 'zoneOverheated', zone: 'durgaz', embers: 3 },
        { type: 'phaseStarted', phase: 'activation', round: 1 },
        { type: 'turnStarted', seat: 0, phase: 'activation' },
        { type: 'weaponForged', seat: 0, cardId: 'ax-01', instant: true },
      ]),
      ctx,
    );
    expect(groups.map((g) => [g.round, g.phase, g.seat])).toEqual([
      [1, 'placement', 0],
      [1, 'placement', 1],
      [1, 'activation', 0],
    ]);
    expect(groups[0]!.lines.map((l) => l.text)).toEqual(['Ada placed 3 embers: Durgaz ×2, Ignar.']);
    expect(groups[1]!.lines.map((l) => l.moment)).toEqual([null, 'overheat']);
    expect(groups[2]!.lines[0]!.moment).toBe('forged');
  });

  it('words each event again when the language or a name changes (the same event objects, grouped again)', () => {
    const log = entries([
      { type: 'zoneOverheated', zone: 'durgaz', embers: 3 },
      { type: 'weaponForged', seat: 0, cardId: 'ax-01', instant: true },
    ]);
    const texts = (c: typeof ctx | { lang: 'es'; nameOf: (s: number) => string }) =>
      groupLog(log, c).flatMap((g) => g.lines.map((l) => l.text));
    const en = texts(ctx);
    expect(texts(ctx)).toEqual(en);
    const es = texts({ lang: 'es', nameOf: ctx.nameOf });
    expect(es).not.toEqual(en);
    expect(es[0]).toContain('Durgaz');
    const renamed = texts({ ...ctx, nameOf: (s: number) => (s === 0 ? 'Brokk' : names[s]!) });
    expect(renamed[1]).toContain('Brokk');
    expect(renamed[1]).not.toContain('Ada');
    expect(texts(ctx)).toEqual(en);
  });

  it("names the game's first turn, which no event starts, from the phase that follows it or from the game now", () => {
    const first: GameEvent[] = [
      { type: 'emberPlaced', seat: 0, zone: 'ignar' },
      { type: 'emberPlaced', seat: 0, zone: 'gildar' },
      { type: 'placementEnded', seat: 0, unplaced: 0 },
    ];
    const heads = (events: GameEvent[], now?: { round: number; phase: 'placement' | 'activation' | 'ended' }) =>
      groupLog(entries(events), ctx, [], now).map((g) => [g.round, g.phase, g.seat]);
    expect(heads(first, { round: 1, phase: 'placement' })).toEqual([[1, 'placement', 0]]);
    expect(heads(first)).toEqual([[null, null, null]]);
    expect(
      heads(
        [
          ...first,
          { type: 'turnStarted', seat: 1, phase: 'placement' },
          { type: 'emberPlaced', seat: 1, zone: 'durgaz' },
          { type: 'phaseStarted', phase: 'activation', round: 1 },
          { type: 'turnStarted', seat: 0, phase: 'activation' },
          { type: 'weaponForged', seat: 0, cardId: 'ax-01', instant: true },
        ],
        { round: 1, phase: 'activation' },
      ),
    ).toEqual([
      [1, 'placement', 0],
      [1, 'placement', 1],
      [1, 'activation', 0],
    ]);
    // A log cut in the middle of round 4's activation: the forging is that turn's, the round's end the round's.
    expect(
      heads([
        { type: 'weaponForged', seat: 1, cardId: 'ax-01', instant: true },
        { type: 'roundEnded', round: 4, forgemaster: 0 },
        { type: 'phaseStarted', phase: 'placement', round: 5 },
      ]),
    ).toEqual([
      [4, 'activation', 1],
      [4, 'activation', null],
    ]);
  });

  it('starts with an "earlier" group when the log begins mid-game', () => {
    const groups = groupLog(entries([{ type: 'cardDrawn', seat: 1, cardId: null }]), ctx);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.round).toBeNull();
    expect(groups[0]!.lines[0]!.text).toBe('Bot drew a card.');
  });

  it('puts a turn-clock timeout in the turn it ended, after the event it followed, kept as a moment', () => {
    const log = entries([
      { type: 'phaseStarted', phase: 'placement', round: 2 },
      { type: 'turnStarted', seat: 1, phase: 'placement' },
      { type: 'emberPlaced', seat: 1, zone: 'ignar' },
      { type: 'turnStarted', seat: 0, phase: 'placement' },
    ]);
    const notices = [
      { id: -1, afterId: 4, seat: 0, missed: 1, away: false },
      { id: -2, afterId: 4, seat: 0, missed: 3, away: true },
    ];
    const groups = groupLog(log, ctx, notices);
    expect(groups.map((g) => g.seat)).toEqual([1, 0]);
    expect(groups[1]!.lines.map((l) => [l.text, l.moment])).toEqual([
      ["Ada's turn clock ran out: the bot played this turn for them.", 'timeout'],
      ['Ada let the clock run out 3 turns in a row: away, the bot plays until they are back.', 'timeout'],
    ]);
    // Spanish too.
    expect(groupLog(log, { ...ctx, lang: 'es' }, notices)[1]!.lines[0]!.text).toBe(
      'Se acabó el tiempo de Ada: el bot jugó este turno por él.',
    );
  });
});
