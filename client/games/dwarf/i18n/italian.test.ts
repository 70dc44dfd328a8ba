import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en.js';
import { langReady, langsOf, loadLang, lookup, registerTexts } from '../../../i18n/langTables.js';
import { preferredLang } from '../../../i18n/langPreference.js';
import { LANGS } from '../../../i18n/translate.js';
import { audienceEn } from '../audienceWords/en.js';
import { audienceIt } from '../audienceWords/it.js';
import { dwarfEn } from './en.js';
import { costText, effectText, listText } from './gameText.js';
import { dwarfIt } from './it.js';
import { translate as audienceTranslate } from '../audienceWords/index.js';
import { dwarfTexts, translate } from './texts.js';

/** The {placeholders} a template uses (plural choices by their number's name), each once, sorted. */
const slots = (s: string) => [...new Set([...s.matchAll(/\{(\w+)[|}]/g)].map((m) => m[1]))].sort();

describe("DWARF's Italian (issue 40)", () => {
  it('every English key of the HUD and of the audience has Italian, with the same placeholders', () => {
    for (const [english, italian] of [
      [dwarfEn, dwarfIt],
      [audienceEn, audienceIt],
    ] as [Record<string, string>, Record<string, string>][]) {
      expect(Object.keys(italian).sort()).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english)) {
        expect(italian[key]!.trim(), key).not.toBe('');
        // Every English placeholder kept; 'count' is the one more a caller gives (the winners' number).
        expect(
          slots(italian[key]!).filter((n) => n !== 'count'),
          key,
        ).toEqual(slots(english[key]!).filter((n) => n !== 'count'));
      }
    }
    // Left in English only where the word is the same (Round, Automa, the count template).
    const same = Object.keys(dwarfEn).filter((k) => dwarfEn[k as keyof typeof dwarfEn] === dwarfIt[k as keyof typeof dwarfIt]);
    expect(same).toEqual(['dwarf.round', 'dwarf.automa']);
  });

  it("in 'it' a DWARF key reads its Italian, a shell key the shell's English, a game without Italian its English", async () => {
    const other = { en: { 'otherGame.hello': 'Hello' }, load: { es: () => Promise.resolve({ 'otherGame.hello': 'Hola' }) } };
    await registerTexts(other, 'en');
    await loadLang('it');
    expect(langReady('it')).toBe(true); // a game without Italian does not hold the language back
    expect(translate('it', 'dwarf.yourTurn')).toBe('Tocca a te');
    expect(translate('it', 'error.position_taken')).toBe("Su questa posizione c'è già un lavoratore.");
    expect(audienceTranslate('it', 'dwarfTicker.won', { names: 'Ada e Bo', count: 2, reason: 'Categorie' })).toBe(
      'Ada e Bo vincono la partita: Categorie',
    );
    for (const key of ['common.close', 'settings.leave', 'settings.language', 'replay.banner'] as const) {
      expect(translate('it', key)).toBe(en[key]);
    }
    expect(lookup('it', 'otherGame.hello')).toBe('Hello');
    expect(lookup('es', 'otherGame.hello')).toBe('Hello'); // Spanish not loaded for it yet: English meanwhile
  });

  it("DWARF's lists and recipes join with its own Italian 'e', not the shell's English 'and'", async () => {
    await loadLang('it');
    expect(listText(['Ada', 'Bo', 'Cleo'], 'it')).toBe('Ada, Bo e Cleo');
    expect(costText({ steel: 3, gold: 1 }, 'it')).toBe('3 Acciaio e 1 Oro');
    expect(effectText({ kind: 'monster', monster: 'greatDragon' }, 'it')).toContain('Grande Drago');
    expect(costText({ steel: 3, gold: 1 }, 'en')).toBe('3 Steel and 1 Gold');
  });

  it('IT is offered only where the game has it; a saved Italian choice is kept', () => {
    expect(LANGS).toEqual(['en', 'es']);
    expect(langsOf(dwarfTexts)).toEqual(['en', 'es', 'it']);
    expect(langsOf({ en: {}, load: { es: () => Promise.resolve({}) } })).toEqual(['en', 'es']);
    expect(preferredLang('it', ['en'])).toBe('it');
    expect(preferredLang(null, ['it-IT', 'en'])).toBe('it');
    expect(preferredLang(null, ['it-IT', 'es'])).toBe('es'); // Spanish is the whole interface
  });
});
