import { beforeAll, describe, expect, it } from 'vitest';
import { CARDS, ERROR_CODES, MATERIALS, ZONES, COLLECTIONS } from '../../../../shared/games/emberforge/index.js';
import { SERVER_ERROR_CODES } from '../../../../shared/protocol/protocol.js';
import { JOIN_ERROR_CODES } from '../../../net/joinErrors.js';
import { en } from '../../../i18n/en.js';
import { es } from '../../../i18n/es.js';
import { abilityText } from './abilityText.js';
import { emberforgeEn } from './en.js';
import { emberforgeEs } from './es.js';
import { fill, isMessageKey } from '../../../i18n/translate.js';
import { loadLang } from '../../../i18n/langTables.js';

// The Spanish table is a chunk the browser loads on demand (switchLang): load it before the tests.
beforeAll(() => loadLang('es'));

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)[}|]/g)].map((m) => m[1]))].sort();

describe('translation tables', () => {
  it('have the same keys in English and Spanish (the shell tables and Emberforge ones)', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(emberforgeEs).sort()).toEqual(Object.keys(emberforgeEn).sort());
  });

  it('give each key one home: the shell or the game', () => {
    expect(Object.keys(emberforgeEn).filter((k) => k in en)).toEqual([]);
  });

  it('have no empty strings', () => {
    for (const table of [en, es, emberforgeEn, emberforgeEs] as Record<string, string>[]) {
      for (const [key, value] of Object.entries(table)) expect(value.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
    }
    for (const key of Object.keys(emberforgeEn) as (keyof typeof emberforgeEn)[]) {
      expect(placeholders(emberforgeEs[key]), key).toEqual(placeholders(emberforgeEn[key]));
    }
  });

  it('name every zone, material, collection and error code', () => {
    for (const z of ZONES) expect(isMessageKey(`zone.${z}`)).toBe(true);
    for (const m of MATERIALS) expect(isMessageKey(`material.${m}`)).toBe(true);
    for (const c of COLLECTIONS) expect(isMessageKey(`collection.${c}`)).toBe(true);
    for (const code of [...ERROR_CODES, ...SERVER_ERROR_CODES, ...JOIN_ERROR_CODES]) expect(isMessageKey(`error.${code}`), code).toBe(true);
  });

  it('fill placeholders and keep unknown ones visible', () => {
    expect(fill('Place embers: {n} left', { n: 2 })).toBe('Place embers: 2 left');
    expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(fill('{n} {n|ember|embers} left', { n: 1 })).toBe('1 ember left');
    expect(fill('{n} {n|ember|embers} left', { n: 3 })).toBe('3 embers left');
  });
});

describe('abilityText', () => {
  it('writes every card ability in both languages without leftover placeholders', () => {
    for (const card of CARDS) {
      for (const lang of ['en', 'es'] as const) {
        const text = abilityText(card.ability, lang);
        expect(text.length, card.id).toBeGreaterThan(5);
        expect(text, card.id).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('spells out materials and amounts from the effect parameters', () => {
    expect(abilityText([{ kind: 'gain', materials: { iron: 1, scale: 2 } }], 'en')).toBe('Gain 1 Iron and 2 Scale.');
    expect(abilityText([{ kind: 'gain', materials: { iron: 1, scale: 2 } }], 'es')).toBe('Gana 1 Hierro y 2 Escama.');
    expect(
      abilityText(
        [
          { kind: 'draw', amount: 2 },
          { kind: 'gainAny', amount: 1 },
        ],
        'en',
      ),
    ).toBe('Draw 2 cards. Gain 1 material of your choice.');
    expect(abilityText([{ kind: 'transmute', amount: 3 }], 'es')).toBe(
      'Devuelve hasta 3 fichas de un material y gana otras tantas de otro.',
    );
  });
});

describe('preferred language', () => {
  it('keeps a saved choice, else follows the browser', async () => {
    const { preferredLang } = await import('../../../i18n/langPreference.js');
    expect(preferredLang('es', ['en-GB'])).toBe('es');
    expect(preferredLang(null, ['es-ES', 'en'])).toBe('es');
    expect(preferredLang(null, ['de-DE', 'en'])).toBe('en');
    expect(preferredLang('fr', [])).toBe('en');
  });
});
