import { describe, expect, it } from 'vitest';
import { COLLECTIONS, DECK_SIZE, MATERIALS } from '../engine/constants.js';
import type { Effect } from '../engine/cardTypes.js';
import { CARDS, COLLECTION_STYLE, cardById, isCardId } from './cardData.js';

const CODE: Record<string, string> = {
  axes: 'AX',
  hammers: 'HM',
  swords: 'SW',
  staves: 'ST',
  spears: 'SP',
  crossbows: 'CB',
};

const NEEDS_CHOICE: Record<Effect['kind'], boolean> = {
  gain: false,
  draw: false,
  gainAny: true,
  cool: true,
  moveEmber: true,
  salvage: true,
  transmute: true,
  refreshCommission: true,
  infuse: true,
};

describe('the card set', () => {
  it('has exactly 57 cards with unique ids', () => {
    expect(CARDS).toHaveLength(DECK_SIZE);
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(DECK_SIZE);
  });

  it('has 6 collections of 9 or 10 cards, with ids made of the collection code and two digits', () => {
    for (const collection of COLLECTIONS) {
      const cards = CARDS.filter((c) => c.collection === collection);
      expect(cards.length, collection).toBeGreaterThanOrEqual(9);
      expect(cards.length, collection).toBeLessThanOrEqual(10);
      for (const c of cards) expect(c.id).toMatch(new RegExp(`^${CODE[collection]}\\d\\d$`));
    }
  });

  it('costs 1 to 3 different materials and 2 to 5 tokens, all positive whole numbers', () => {
    for (const c of CARDS) {
      const entries = Object.entries(c.cost);
      for (const [material, n] of entries) {
        expect(MATERIALS as readonly string[], c.id).toContain(material);
        expect(Number.isInteger(n) && n > 0, `${c.id} ${material}`).toBe(true);
      }
      expect(entries.length, c.id).toBeGreaterThanOrEqual(1);
      expect(entries.length, c.id).toBeLessThanOrEqual(3);
      const total = entries.reduce((sum, [, n]) => sum + n, 0);
      expect(total, c.id).toBeGreaterThanOrEqual(2);
      expect(total, c.id).toBeLessThanOrEqual(5);
    }
  });

  it('gives every card an English and a Spanish name, all distinct', () => {
    for (const c of CARDS) {
      expect(c.name.en.trim().length, c.id).toBeGreaterThan(2);
      expect(c.name.es.trim().length, c.id).toBeGreaterThan(2);
    }
    expect(new Set(CARDS.map((c) => c.name.en)).size).toBe(DECK_SIZE);
    expect(new Set(CARDS.map((c) => c.name.es)).size).toBe(DECK_SIZE);
  });

  it('gives every card 1 or 2 effects with sane parameters, at most one needing a choice', () => {
    for (const c of CARDS) {
      expect(c.ability.length, c.id).toBeGreaterThanOrEqual(1);
      expect(c.ability.length, c.id).toBeLessThanOrEqual(2);
      expect(c.ability.filter((e) => NEEDS_CHOICE[e.kind]).length, c.id).toBeLessThanOrEqual(1);
      for (const e of c.ability) {
        if (e.kind === 'draw' || e.kind === 'gainAny' || e.kind === 'transmute') {
          expect(e.amount, c.id).toBeGreaterThanOrEqual(1);
          expect(e.amount, c.id).toBeLessThanOrEqual(3);
        }
        if (e.kind === 'gain') {
          const n = Object.values(e.materials).reduce((s, x) => s + (x ?? 0), 0);
          expect(n, c.id).toBeGreaterThanOrEqual(1);
          expect(n, c.id).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  it('puts the Moon Staff (Báculo Lunar) among the staves, and paints the axes green', () => {
    const moon = CARDS.find((c) => c.name.en === 'Moon Staff');
    expect(moon?.collection).toBe('staves');
    expect(moon?.name.es).toBe('Báculo Lunar');
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(COLLECTION_STYLE.axes.color.slice(i, i + 2), 16));
    expect(g).toBeGreaterThan(r!);
    expect(g).toBeGreaterThan(b!);
  });

  it('styles every collection with a distinct colour and gem', () => {
    const styles = COLLECTIONS.map((c) => COLLECTION_STYLE[c]);
    expect(new Set(styles.map((s) => s.color)).size).toBe(COLLECTIONS.length);
    expect(new Set(styles.map((s) => s.gem)).size).toBe(COLLECTIONS.length);
    for (const s of styles) expect(s.color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('offers every material in Ignar: each type appears in the costs of at least 25 tokens', () => {
    for (const m of MATERIALS) {
      const total = CARDS.reduce((sum, c) => sum + (c.cost[m] ?? 0), 0);
      expect(total, m).toBeGreaterThanOrEqual(25);
    }
  });

  it('looks cards up by id and refuses an unknown id', () => {
    expect(cardById('ST01').name.en).toBe('Moon Staff');
    expect(isCardId('AX10')).toBe(true);
    expect(isCardId('ZZ99')).toBe(false);
    expect(() => cardById('ZZ99')).toThrow(/Unknown card/);
  });
});
