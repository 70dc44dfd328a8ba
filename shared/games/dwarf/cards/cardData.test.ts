import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, MONSTERS, type CardDef, type Effect, type MineFace } from './cardTypes.js';
import { actionOf, CARDS, MOUNTAIN_CARDS, SPECIAL_CARDS, STARTERS } from './cardData.js';
import { ALL_CARD_IDS, cardOf, gridIndex, inSet, isCardId } from './cardLookup.js';

const faces = (c: CardDef): { face: MineFace | { action: string; effect: Effect; changeFirstPlayer: boolean }; side: string }[] =>
  c.kind === 'special'
    ? [
        { face: c.face, side: 'mine' },
        ...c.worker.effects.map((effect) => ({ face: { action: c.worker.action, effect, changeFirstPlayer: false }, side: 'worker' })),
      ]
    : [{ face: c.face, side: 'mine' }];

describe('the card set', () => {
  it('has 9 starters, one per position with 1 lantern, ids ST1-ST9', () => {
    expect(STARTERS).toHaveLength(9);
    expect(STARTERS.map((c) => gridIndex(c.pos)).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const c of STARTERS) {
      expect(c.lanterns, c.id).toBe(1);
      expect(c.id).toMatch(/^ST[1-9]$/);
    }
  });

  it('has 45 Mountain cards, 5 per position (6 with the starter), each with 2 or 3 lanterns, ids MT01-MT45', () => {
    expect(MOUNTAIN_CARDS).toHaveLength(45);
    for (let p = 0; p < 9; p++) {
      expect(
        MOUNTAIN_CARDS.filter((c) => gridIndex(c.pos) === p),
        `position ${p}`,
      ).toHaveLength(5);
      expect([...STARTERS, ...MOUNTAIN_CARDS].filter((c) => gridIndex(c.pos) === p)).toHaveLength(6);
    }
    for (const c of MOUNTAIN_CARDS) {
      expect([2, 3], c.id).toContain(c.lanterns);
      expect(c.id).toMatch(/^MT(0[1-9]|[1-3]\d|4[0-5])$/);
    }
    const two = MOUNTAIN_CARDS.filter((c) => c.lanterns === 2).length;
    expect(two).toBeGreaterThan(15);
    expect(45 - two).toBeGreaterThan(15);
  });

  it('has 9 Special cards, one mine side per position, with a worker side of 1 or 2 glossary effects (no monster)', () => {
    expect(SPECIAL_CARDS).toHaveLength(9);
    expect(SPECIAL_CARDS.map((c) => gridIndex(c.pos)).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const c of SPECIAL_CARDS) {
      expect(c.id).toMatch(/^SP[1-9]$/);
      expect(c.worker.effects.length, c.id).toBeGreaterThanOrEqual(1);
      expect(c.worker.effects.length, c.id).toBeLessThanOrEqual(2);
      for (const e of c.worker.effects) expect(e.kind, c.id).not.toBe('monster');
      expect(c.worker.action).toBe(actionOf(c.worker.effects[0]!));
      expect([2, 3], c.id).toContain(c.lanterns);
    }
  });

  it('gives every card a unique id, English, Spanish and Italian names, and both sides of a Special card names of their own', () => {
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(63);
    for (const c of CARDS) {
      const names = c.kind === 'special' ? [c.face.name, c.worker.name] : [c.face.name];
      for (const n of names)
        for (const lang of ['en', 'es', 'it'] as const) expect(n[lang].trim().length, `${c.id} ${lang}`).toBeGreaterThan(2);
    }
  });

  it('prints on every face the action type of its effect; Change First Player only on some Call for Help and Forge faces', () => {
    const cfp = { forge: 0, callForHelp: 0 };
    for (const c of CARDS) {
      for (const { face } of faces(c)) {
        expect(ACTION_TYPES, c.id).toContain(face.action);
        if (c.kind !== 'special' || face === c.face) expect(face.action, c.id).toBe(actionOf(face.effect));
        if (face.changeFirstPlayer) {
          expect(['forge', 'callForHelp'], c.id).toContain(face.action);
          cfp[face.action as 'forge' | 'callForHelp']++;
        }
      }
    }
    expect(cfp.forge).toBeGreaterThanOrEqual(2);
    expect(cfp.callForHelp).toBeGreaterThanOrEqual(2);
    expect(cfp.forge + cfp.callForHelp).toBeLessThan(CARDS.filter((c) => ['forge', 'callForHelp'].includes(c.face.action)).length);
  });

  it('puts each action type on at least two starter positions', () => {
    for (const t of ACTION_TYPES) expect(STARTERS.filter((c) => c.face.action === t).length, t).toBeGreaterThanOrEqual(2);
  });

  it('uses every effect of the glossary: the veins, Steel Alloy, Forge, all five monsters, Medal of Valour, Call for Help', () => {
    const mineEffects = CARDS.map((c) => c.face.effect);
    for (const k of ['ironVein', 'goldVein', 'steelAlloy', 'forge', 'medalOfValour', 'callForHelp'])
      expect(
        mineEffects.some((e) => e.kind === k),
        k,
      ).toBe(true);
    for (const m of MONSTERS)
      expect(
        mineEffects.some((e) => e.kind === 'monster' && e.monster === m),
        m,
      ).toBe(true);
  });

  it('has Forge recipes of 3 to 5 resources mixing steel, gold and iron, several of them different', () => {
    const recipes = new Set<string>();
    for (const c of CARDS) {
      for (const { face } of faces(c)) {
        if (face.effect.kind !== 'forge') continue;
        const { steel, gold, iron } = face.effect.recipe;
        for (const n of [steel, gold, iron]) expect(Number.isInteger(n) && n >= 0, c.id).toBe(true);
        expect(steel + gold + iron, c.id).toBeGreaterThanOrEqual(3);
        expect(steel + gold + iron, c.id).toBeLessThanOrEqual(5);
        recipes.add(`${steel}/${gold}/${iron}`);
      }
    }
    expect(recipes.size).toBeGreaterThanOrEqual(8);
    expect(recipes.has('3/0/0')).toBe(true); // the rulebook's Sword
  });

  it("gives every card the automa's black and white marks, two different positions of the grid", () => {
    const blacks = new Array(9).fill(0);
    for (const c of CARDS) {
      for (const p of [c.marks.black, c.marks.white]) {
        expect(p.row >= 0 && p.row <= 2 && p.col >= 0 && p.col <= 2, c.id).toBe(true);
      }
      expect(gridIndex(c.marks.black), c.id).not.toBe(gridIndex(c.marks.white));
      blacks[gridIndex(c.marks.black)]++;
    }
    // Every position is some cards' target; most marks lean to the positions whose stacks hold the fewest
    // Defend cards (docs/BALANCE.md, DWARF: the solo automa's marks).
    for (const n of blacks) expect(n).toBeGreaterThanOrEqual(2);
  });

  it('never sends the automa to the Defend card that was just drawn: a Defend card marks another position black', () => {
    for (const c of CARDS) if (c.face.action === 'defend') expect(gridIndex(c.marks.black), c.id).not.toBe(gridIndex(c.pos));
  });

  it("names the second set's copies with a trailing b, and finds both", () => {
    expect(ALL_CARD_IDS).toHaveLength(126);
    expect(new Set(ALL_CARD_IDS).size).toBe(126);
    expect(inSet('MT07', 1)).toBe('MT07b');
    expect(cardOf('MT07b')).toBe(cardOf('MT07'));
    expect(isCardId('MT07b')).toBe(true);
    expect(isCardId('MT46')).toBe(false);
  });
});
