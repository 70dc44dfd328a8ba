import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../shared/games/dwarf/index.js';
import { cardOf } from '../../../shared/games/dwarf/cards/cardLookup.js';
import { CARDS } from '../../../shared/games/dwarf/cards/cardData.js';
import type { Monster } from '../../../shared/games/dwarf/cards/cardTypes.js';
import { loadLang } from '../../i18n/langTables.js';
import { advance, initialDirector, observeMoments, shotKey } from '../../scene/director/director.js';
import { tablePoseFor } from './scene/cameraPresets.js';
import { shotPose } from './scene/shotPose.js';
import { cardName, isAutomaMove, momentsOf, momentWords, SHOT_PRIORITY, type MomentWordsContext } from './moments.js';
import { buildTimeline } from './replay/replayTimeline.js';
import { botGameFile } from './testing/botGameFile.js';

// The Spanish tables are chunks the browser loads on demand (switchLang): load them before the tests.
beforeAll(() => loadLang('es'));

const names = ['Ada', 'Brokk', 'Cinder'];
/** A Mountain card with this monster (the card set is data that balancing may change), and its names. */
const monsterCard = (monster: Monster) => {
  const c = CARDS.find((k) => k.kind === 'mountain' && k.face.effect.kind === 'monster' && k.face.effect.monster === monster)!;
  return { id: c.id, name: c.face.name };
};
const ctx = (lang: 'en' | 'es', extra: Partial<MomentWordsContext> = {}): MomentWordsContext => ({
  lang,
  nameOf: (who) => names[who] ?? '?',
  ...extra,
});
const one = (event: GameEvent) => {
  const ms = momentsOf(event);
  expect(ms.length).toBeLessThanOrEqual(1);
  return ms[0];
};
const words = (event: GameEvent, lang: 'en' | 'es' = 'en', extra: Partial<MomentWordsContext> = {}) =>
  momentWords(one(event)!, ctx(lang, extra));

describe("DWARF's moments", () => {
  it('a monster fended off: a headline, a ticker line, a shot of its position, a defence marker for the defender', () => {
    const dragon = monsterCard('dragon');
    const event: GameEvent = { type: 'monsterDefeated', card: dragon.id, pos: 1, who: 2 };
    expect(one(event)).toMatchObject({
      kind: 'defended',
      seat: 2,
      ticker: true,
      headline: true,
      sound: 'commission',
      camera: { shot: { kind: 'zone', zone: 'pos:1' }, priority: SHOT_PRIORITY.defence },
      marker: { kind: 'defence', seat: 2 },
    });
    expect(words(event)).toBe(`Cinder fends off ${dragon.name.en}: +1 medal`);
    expect(words(event, 'es')).toBe(`Cinder rechaza a ${dragon.name.es}: +1 medalla`);
  });

  it('an undefended monster: the attack, what it costs everyone, a shot of its position and an attack marker', () => {
    const great = monsterCard('greatDragon');
    const event: GameEvent = { type: 'monsterAttacked', card: great.id, pos: 3 };
    expect(one(event)).toMatchObject({
      kind: 'attacked',
      seat: null,
      headline: true,
      camera: { shot: { zone: 'pos:3' } },
      marker: { kind: 'attack' },
    });
    expect(words(event)).toBe(`Undefended: ${great.name.en}! Everyone returns all their gold.`);
    expect(words(event, 'es')).toBe(`Sin defensa: ¡${great.name.es}! Todos devuelven todo su oro.`);
    // The Orc Raiders' line says the forges are blocked; the forgesBlocked event is a headline without a second line.
    const orcs = monsterCard('orcRaiders');
    expect(words({ type: 'monsterAttacked', card: orcs.id, pos: 1 })).toBe(`Undefended: ${orcs.name.en}! No forging this round.`);
    expect(one({ type: 'forgesBlocked' })).toMatchObject({ kind: 'raid', headline: true });
    expect(one({ type: 'forgesBlocked' })!.ticker).toBeFalsy();
  });

  it("an artefact forged: the player's area, an artefact marker, the card and the count toward 4", () => {
    const event: GameEvent = { type: 'resources', who: 0, change: { steel: -3, artefacts: 1 } };
    expect(one(event)).toMatchObject({
      kind: 'forged',
      seat: 0,
      sound: 'forge',
      camera: { shot: { kind: 'seat', seat: 0 }, priority: SHOT_PRIORITY.forge },
      marker: { kind: 'artefact', seat: 0 },
    });
    const sword = cardOf('ST5').face.name;
    expect(words(event, 'en', { artefactsAfter: 3, forgedCard: { card: 'ST5', side: 'mine' } })).toBe(
      `Ada forges ${sword.en}: 3 of 4 artefacts`,
    );
    expect(words(event, 'es', { artefactsAfter: 3, forgedCard: { card: 'ST5', side: 'mine' } })).toBe(
      `Ada forja ${sword.es}: 3 de 4 artefactos`,
    );
    expect(words(event, 'en')).toBe('Ada forges an artefact');
    // Other resource changes are the log's.
    expect(momentsOf({ type: 'resources', who: 0, change: { iron: 3 } })).toEqual([]);
    expect(momentsOf({ type: 'resources', who: 0, change: { artefacts: -1 } })).toEqual([]);
  });

  it('a Special Action: its pile, its worker side by name, a marker', () => {
    const event: GameEvent = { type: 'specialTaken', who: 1, pile: 2, card: 'SP3', pay: 'iron' };
    expect(one(event)).toMatchObject({
      kind: 'special',
      seat: 1,
      headline: true,
      camera: { shot: { zone: 'pile:2' } },
      marker: { kind: 'special', seat: 1 },
    });
    expect(words(event)).toBe(`Brokk takes a Special Action: ${cardName('SP3', 'en', 'worker')}`);
    expect(cardName('SP3', 'en', 'worker')).not.toBe(cardName('SP3', 'en'));
  });

  it('a round: a ticker line with the first player, a marker, play back to the whole table', () => {
    const event: GameEvent = { type: 'roundStarted', round: 4, firstPlayer: 1 };
    expect(one(event)).toMatchObject({ kind: 'round', ticker: true, stage: { leave: 'any' }, marker: { kind: 'round', seat: null } });
    expect(words(event)).toBe('Round 4 · Brokk is first player');
    expect(words(event, 'es')).toBe('Ronda 4 · Brokk es el jugador inicial');
  });

  it("the automa's moves are headlines and ticker lines; a seat's placements are not", () => {
    const solo = [{ automa: false }, { automa: true }];
    const placed = one({ type: 'workerPlaced', who: 1, pos: 4, extra: false })!;
    expect(placed).toMatchObject({ kind: 'placed', sound: 'ember' });
    expect(placed.ticker).toBeFalsy();
    expect(isAutomaMove(placed, solo)).toBe(true);
    expect(isAutomaMove(one({ type: 'workerPlaced', who: 0, pos: 4, extra: false })!, solo)).toBe(false);
    expect(isAutomaMove(placed, [{ automa: false }, { automa: false }]), 'seat 1 of a 2-player table').toBe(false);
    expect(isAutomaMove(one({ type: 'helpCalled', who: 1, workers: 2 })!, solo)).toBe(true);
    const soloNames = (who: number) => ['Ada', 'Andvéttr'][who]!;
    expect(momentWords(placed, { lang: 'en', nameOf: soloNames, cardAt: () => 'MT23' })).toBe(
      `Andvéttr places a worker on ${cardOf('MT23').face.name.en}`,
    );
    expect(momentWords(one({ type: 'helpCalled', who: 1, workers: 2 })!, { lang: 'es', nameOf: soloNames })).toBe(
      'Andvéttr pide ayuda: 2 trabajadores más',
    );
  });

  it("the end: the winners' areas (the automa's in solo), the victory marker, the reason in the game's words", () => {
    const won: GameEvent = { type: 'gameEnded', cause: 'mountain', winners: [0, 2], automaWins: false, decidedBy: 'shared' };
    expect(one(won)).toMatchObject({
      kind: 'victory',
      camera: { shot: { kind: 'victory', seats: [0, 2] }, priority: SHOT_PRIORITY.victory },
      marker: { kind: 'victory', seat: 0 },
    });
    expect(words(won)).toBe('Ada · Cinder won the game: Shared win');
    expect(words(won, 'es')).toBe('Ada · Cinder ganan la partida: Victoria compartida');
    const automa: GameEvent = { type: 'gameEnded', cause: 'medals', winners: [], automaWins: true, decidedBy: 'andvettrMedals' };
    expect(one(automa)).toMatchObject({ camera: { shot: { kind: 'victory', seats: [1] } }, marker: { kind: 'victory', seat: 1 } });
    expect(momentWords(one(automa)!, { lang: 'en', nameOf: (w) => ['Ada', 'Andvéttr'][w]! })).toBe(
      "Andvéttr won the game: Andvéttr's 12 medals",
    );
    expect(one({ type: 'mountainEmpty', mine: 1 })).toMatchObject({ kind: 'mountainEmpty', camera: { shot: { zone: 'mine:1' } } });
  });

  it('every event of whole bot games makes at most one moment, and every ticker line has words in both languages', () => {
    for (const [players, seed] of [
      [1, 3],
      [3, 5],
      [5, 9],
    ] as const) {
      const game = botGameFile(players, seed, players === 1 ? 'andvettr' : undefined);
      const t = buildTimeline(game);
      const kinds = new Set<string>();
      for (const event of t.events.flat()) {
        const m = one(event);
        if (!m) continue;
        kinds.add(m.kind);
        if (!m.ticker) continue;
        for (const lang of ['en', 'es'] as const) {
          const text = momentWords(m, { lang, nameOf: (w) => `P${w}`, artefactsAfter: 1, forgedCard: { card: 'ST5', side: 'mine' } });
          expect(text, `${event.type} in ${lang}`).toMatch(/\S/);
          expect(text, `${event.type} in ${lang}`).not.toMatch(/dwarf|victoryShort|\{/);
        }
      }
      expect([...kinds]).toEqual(expect.arrayContaining(['round', 'placed', 'defended', 'victory']));
    }
  });

  it("gives the director shots it can place on DWARF's table: the monster's position, the forger's area, the winner", () => {
    const game = botGameFile(3, 5);
    const t = buildTimeline(game);
    const frame = { mines: 1, participants: 3, aspect: 16 / 9 };
    const table = tablePoseFor(frame);
    // The action that ended round 1 (its Defend, Extract and Forge steps): a moment's shot cuts in.
    const p = t.roundStarts[1]!;
    let d = initialDirector(0);
    d = observeMoments(d, t.events[p - 1]!.flatMap(momentsOf), 10_000);
    expect(d.shot.kind, 'a shot of the round end').not.toBe('table');
    const pose = shotPose(d.shot, frame);
    expect(pose, shotKey(d.shot)).not.toEqual(table);
    // Every cue of the game lands somewhere on the table other than the whole-table pose.
    const cues = t.events.flat().flatMap((e) => momentsOf(e).flatMap((m) => (m.camera ? [m.camera.shot] : [])));
    expect(new Set(cues.map((c) => c.kind))).toEqual(new Set(['zone', 'seat', 'victory']));
    for (const shot of cues) {
      if (shot.kind === 'victory' && shot.seats.length !== 1) continue; // a shared win: the whole table
      expect(shotPose(shot, frame), shotKey(shot)).not.toEqual(table);
    }
    // The end is held: later moments never cut away from the winner.
    const end = observeMoments(d, t.events.at(-1)!.flatMap(momentsOf), 100_000);
    const after = advance(observeMoments(end, [one({ type: 'roundStarted', round: 99, firstPlayer: 0 })!], 200_000), 300_000);
    expect(after.shot.kind).toBe('victory');
  });
});
