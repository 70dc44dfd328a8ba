import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../../shared/games/dwarf/index.js';
import { loadLang } from '../../../i18n/langTables.js';
import { hasKey } from '../../../i18n/langTables.js';
import { dwarfEn } from './en.js';
import { dwarfEs } from './es.js';
import { translate } from './texts.js';
import { effectText } from './gameText.js';

describe("DWARF's words", () => {
  it('every refusal code of the engine has its words, in English and in Spanish', async () => {
    await loadLang('es');
    for (const code of ERROR_CODES) {
      const key = `error.${code}` as const;
      expect(hasKey(key), key).toBe(true);
      expect(translate('en', key as never)).not.toBe(key);
      expect(translate('es', key as never)).not.toBe(translate('en', key as never));
    }
  });

  it('the Spanish table has every English key, none left in English', () => {
    expect(Object.keys(dwarfEs).sort()).toEqual(Object.keys(dwarfEn).sort());
    const same = Object.keys(dwarfEn).filter((k) => dwarfEn[k as keyof typeof dwarfEn] === dwarfEs[k as keyof typeof dwarfEn]);
    expect(same).toEqual([]);
  });

  it("a Forge card's effect names its recipe in the viewer's language", async () => {
    await loadLang('es');
    const e = { kind: 'forge' as const, recipe: { steel: 3, gold: 1, iron: 0 } };
    expect(effectText(e, 'en')).toBe('Return 3 Steel and 1 Gold, take 1 artefact (you may decline).');
    expect(effectText(e, 'es')).toContain('3 Acero y 1 Oro');
  });
});
