/**
 * The translation tables loaded so far. English is always here (every key's fallback); Spanish is a
 * chunk of its own, fetched by loadLang before the UI switches to it (switchLang.ts), which keeps it
 * out of the lobby's initial JavaScript (issue 9's budget).
 */
import type { Lang } from '../state/uiStore.js';
import { en, type Messages } from './en.js';

const IMPORTS: Record<Lang, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  es: () => import('./es.js').then((m) => m.es),
};

const loaded: Partial<Record<Lang, Messages>> = { en };
const loading: Partial<Record<Lang, Promise<void>>> = {};

/** Whether `lang`'s table is here (translate uses it). */
export function langReady(lang: Lang): boolean {
  return loaded[lang] !== undefined;
}

/** Fetches `lang`'s table once; a failed fetch may be tried again. */
export function loadLang(lang: Lang): Promise<void> {
  if (langReady(lang)) return Promise.resolve();
  loading[lang] ??= IMPORTS[lang]().then(
    (table) => {
      loaded[lang] = table;
    },
    (error: unknown) => {
      delete loading[lang];
      throw error;
    },
  );
  return loading[lang];
}

/** `lang`'s table when loaded, else English. */
export function tableOf(lang: Lang): Messages {
  return loaded[lang] ?? en;
}
