/**
 * The translation tables loaded so far. English is always here (every key's fallback); Spanish is a
 * chunk of its own, fetched by loadLang before the UI switches to it (switchLang.ts), which keeps it
 * out of the lobby's initial JavaScript (issue 9's budget).
 *
 * A game's words are its own tables (client/games/<id>/i18n), registered when its package loads
 * (registerTexts): its English at once, its other languages loaded with the shell's (loadLang), so a
 * language is ready only once every registered game's table for it is here.
 *
 * Italian (issue 40) is a language of the games that have it (DWARF), not of the shell: the shell's
 * own words have no Italian table, so in 'it' every key falls back to English one by one (lookup: the
 * game's Italian, else the shell's English, else the game's English). A game without Italian
 * (Emberforge) reads all English in 'it', never a missing key. The language buttons offer IT only on
 * the tables of a game that has it (langsOf); its tables are chunks of their own, like Spanish.
 */
import type { Lang } from '../state/uiStore.js';
import { en, type Messages } from './en.js';

type Table = Readonly<Record<string, string>>;

/** A game's tables: English, and the others to load on demand. */
export interface GameTexts {
  en: Table;
  load: Partial<Record<Exclude<Lang, 'en'>, () => Promise<Table>>>;
}

/** The shell's own languages (the whole interface): LANGS in translate.ts. */
export const SHELL_LANGS = ['en', 'es'] as const satisfies readonly Lang[];

const IMPORTS: Record<Lang, () => Promise<Partial<Messages>>> = {
  en: () => Promise.resolve(en),
  es: () => import('./es.js').then((m) => m.es),
  // No shell words in Italian: an empty table, every shell key then falls back to English (lookup).
  it: () => Promise.resolve({}),
};

const loaded: Partial<Record<Lang, Partial<Messages>>> = { en };
const loading: Partial<Record<Lang, Promise<void>>> = {};
/** Each registered game's texts, and its tables loaded so far per language. */
const games: { texts: GameTexts; loaded: Partial<Record<Lang, Table>> }[] = [];

/** Whether `lang`'s tables are here, the shell's and every registered game's (translate uses them). */
export function langReady(lang: Lang): boolean {
  // A game without a table for `lang` (Emberforge in Italian) is ready in it: it reads English.
  return loaded[lang] !== undefined && games.every((g) => g.loaded[lang] !== undefined || (lang !== 'en' && !g.texts.load[lang]));
}

/** The languages offered on a game's table: the shell's (EN, ES) and any more the game's texts have (DWARF's IT). */
export function langsOf(texts: GameTexts): Lang[] {
  const more = (Object.keys(texts.load) as Lang[]).filter((l) => !(SHELL_LANGS as readonly Lang[]).includes(l));
  return [...SHELL_LANGS, ...more];
}

function loadGameTable(game: (typeof games)[number], lang: Lang): Promise<void> {
  if (game.loaded[lang] || lang === 'en') return Promise.resolve();
  const load = game.texts.load[lang];
  if (!load) return Promise.resolve();
  return load().then((table) => {
    game.loaded[lang] = table;
  });
}

/** Fetches `lang`'s tables once (the shell's and the registered games'); a failed fetch may be tried again. */
export function loadLang(lang: Lang): Promise<void> {
  if (langReady(lang)) return Promise.resolve();
  const shell = (loading[lang] ??= IMPORTS[lang]().then(
    (table) => {
      loaded[lang] = table;
    },
    (error: unknown) => {
      delete loading[lang];
      throw error;
    },
  ));
  return Promise.all([shell, ...games.map((g) => loadGameTable(g, lang))]).then(() => {});
}

/**
 * Adds a game's words (once per game): its English at once, and `lang`'s table (the one on screen)
 * before the returned promise resolves, so its HUD never draws English keys in Spanish.
 */
export function registerTexts(texts: GameTexts, lang: Lang): Promise<void> {
  let game = games.find((g) => g.texts === texts);
  if (!game) {
    game = { texts, loaded: { en: texts.en } };
    games.push(game);
  }
  return loadGameTable(game, lang);
}

/**
 * `lang`'s word for `key` (the shell's table, then the games'), else English (the shell's, then the games'),
 * else undefined. In 'it' the shell's table is empty: a shell key is the shell's English, a DWARF key its Italian.
 */
export function lookup(lang: Lang, key: string): string | undefined {
  const own = loaded[lang] as Table | undefined;
  if (own?.[key] !== undefined) return own[key];
  for (const g of games) if (g.loaded[lang]?.[key] !== undefined) return g.loaded[lang]![key];
  if ((en as Table)[key] !== undefined) return (en as Table)[key];
  for (const g of games) if (g.texts.en[key] !== undefined) return g.texts.en[key];
  return undefined;
}

/** Whether some loaded table (the shell's English or a registered game's) has the key. */
export function hasKey(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(en, key) || games.some((g) => Object.prototype.hasOwnProperty.call(g.texts.en, key));
}
