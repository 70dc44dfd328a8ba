import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test gets fresh modules: the Spanish table not loaded yet, the store in English.
async function fresh() {
  vi.resetModules();
  const { switchLang } = await import('./switchLang.js');
  const { langReady, registerTexts } = await import('./langTables.js');
  const { translate } = await import('./translate.js');
  const { useUiStore } = await import('../state/uiStore.js');
  return { switchLang, langReady, registerTexts, translate, lang: () => useUiStore.getState().lang };
}

describe('switching the language', () => {
  afterEach(() => {
    vi.doUnmock('./es.js');
    vi.restoreAllMocks();
  });

  it('switches to Spanish only once its table is loaded, and translate uses it from then on', async () => {
    const m = await fresh();
    expect(m.langReady('es')).toBe(false);
    expect(m.translate('es', 'common.and')).toBe('and'); // English until the table is here
    const switching = m.switchLang('es');
    expect(m.lang()).toBe('en');
    await switching;
    expect(m.langReady('es')).toBe(true);
    expect(m.lang()).toBe('es');
    expect(m.translate('es', 'common.and')).toBe('y');
  });

  it('switches at once to a language already loaded', async () => {
    const m = await fresh();
    await m.switchLang('es');
    void m.switchLang('en');
    expect(m.lang()).toBe('en');
    void m.switchLang('es');
    expect(m.lang()).toBe('es');
  });

  it('ends in the last language asked for, even when an earlier table arrives later', async () => {
    const m = await fresh();
    const spanish = m.switchLang('es');
    await m.switchLang('en');
    await spanish;
    expect(m.lang()).toBe('en');
  });

  it("loads the table of a game whose words register while the switch is under way (a table link's game code arriving)", async () => {
    const m = await fresh();
    const game = { en: { 'game.word': 'ember' }, load: { es: () => Promise.resolve({ 'game.word': 'ascua' }) } };
    const switching = m.switchLang('es');
    // The game's package registers as the shell's Spanish is on its way, with the language still English.
    await m.registerTexts(game, m.lang());
    await switching;
    expect(m.lang()).toBe('es');
    expect(m.langReady('es')).toBe(true);
    expect(m.translate('es', 'game.word' as never)).toBe('ascua');
  });

  it('stays in the current language when the table fails to load, and may try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.doMock('./es.js', () => {
      throw new Error('offline');
    });
    const m = await fresh();
    await m.switchLang('es');
    expect(m.lang()).toBe('en');
    expect(m.langReady('es')).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    vi.doUnmock('./es.js');
    await m.switchLang('es');
    expect(m.lang()).toBe('es');
  });
});
