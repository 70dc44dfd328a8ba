/**
 * The UI language: restored from localStorage (else the browser's language), saved on every change,
 * and mirrored on <html lang> for screen readers and hyphenation. A page with a language of its own (the
 * overlay's lang=, for a stream in another language) starts in it and does not save it.
 */
import { useUiStore, type Lang } from '../state/uiStore.js';
import { switchLang } from './switchLang.js';

const KEY = 'emberforge:lang';

/**
 * A saved choice, else the browser's: Spanish (the whole interface) before Italian, which only the games
 * that have it speak (DWARF; the shell's words are then English).
 */
export function preferredLang(saved: string | null, browser: readonly string[]): Lang {
  if (saved === 'en' || saved === 'es' || saved === 'it') return saved;
  const speaks = (code: string) => browser.some((l) => l.toLowerCase().startsWith(code));
  return speaks('es') ? 'es' : speaks('it') ? 'it' : 'en';
}

/** Resolves once the first language's table is loaded and the store uses it: render after that. */
export async function installLangPreference(pageLang: Lang | null = null): Promise<() => void> {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(KEY);
  } catch {
    // storage blocked
  }
  const langs = typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : [];
  await switchLang(pageLang ?? preferredLang(saved, langs));
  document.documentElement.lang = useUiStore.getState().lang;
  return useUiStore.subscribe((s, prev) => {
    if (s.lang === prev.lang) return;
    document.documentElement.lang = s.lang;
    // The overlay's lang= is for that page only (a stream in another language), not the browser's choice.
    if (document.documentElement.classList.contains('overlay-page')) return;
    try {
      localStorage.setItem(KEY, s.lang);
    } catch {
      // storage blocked
    }
  });
}
