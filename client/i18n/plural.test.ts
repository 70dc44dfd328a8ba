import { beforeAll, describe, expect, it } from 'vitest';
import { pluralCategory } from './plural.js';
import { fill, translate } from './translate.js';
import { loadLang } from './langTables.js';

// The Spanish table is a chunk the browser loads on demand (switchLang): load it before the tests.
beforeAll(() => loadLang('es'));

// One test per plural form each language has (CLDR through Intl.PluralRules): English one/other,
// Spanish one/many/other.
describe('plural forms', () => {
  it('English "one": 1 material, 1 card', () => {
    expect(pluralCategory('en', 1)).toBe('one');
    expect(translate('en', 'choice.materials', { n: 1 })).toBe('Choose 1 material');
    expect(translate('en', 'ability.draw', { n: 1 })).toBe('Draw 1 card.');
  });

  it('English "other": 0 and 2 take the plural', () => {
    expect(pluralCategory('en', 0)).toBe('other');
    expect(translate('en', 'choice.materials', { n: 2 })).toBe('Choose 2 materials');
    expect(translate('en', 'panel.handCount', { n: 0 })).toBe('0 cards in hand');
  });

  it('Spanish "one": 1 forjada, 1 material', () => {
    expect(pluralCategory('es', 1)).toBe('one');
    expect(translate('es', 'panel.forgedCount', { n: 1 })).toBe('1 forjada');
    expect(translate('es', 'choice.materials', { n: 1 })).toBe('Elige 1 material');
  });

  it('Spanish "other": 0 and 3 take the plural', () => {
    expect(pluralCategory('es', 0)).toBe('other');
    expect(translate('es', 'panel.forgedCount', { n: 3 })).toBe('3 forjadas');
    expect(translate('es', 'choice.materials', { n: 0 })).toBe('Elige 0 materiales');
  });

  it('Spanish "many" (a million) uses the third form when given, the plural otherwise', () => {
    expect(pluralCategory('es', 1_000_000)).toBe('many');
    expect(translate('es', 'panel.forgedCount', { n: 1_000_000 })).toBe('1000000 forjadas');
    expect(fill('{n|uno|otros|muchos}', { n: 1_000_000 }, 'es')).toBe('muchos');
    expect(fill('{n|uno|otros|muchos}', { n: 7 }, 'es')).toBe('otros');
    expect(fill('{n|one|other|many}', { n: 1_000_000 }, 'en')).toBe('other');
  });
});
