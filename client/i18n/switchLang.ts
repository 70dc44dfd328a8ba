/**
 * The one way the UI language changes: its table is loaded first, then the store switches, so nothing
 * (React, the canvas textures cached per language) ever draws a language whose table is missing. A
 * table already here switches at once. Of quick successive calls the last wins (EN, ES, EN ends in
 * English even if Spanish arrives last); a table that fails to load leaves the language as it was.
 */
import { useUiStore, type Lang } from '../state/uiStore.js';
import { langReady, loadLang } from './langTables.js';

let latest: Lang | null = null;

export async function switchLang(lang: Lang): Promise<void> {
  latest = lang;
  // Until every table is here: a game whose words registered while the tables were on their way (its
  // package arriving, registered in the language still on screen) needs its table for `lang` too, or
  // its HUD would read English in a Spanish shell.
  while (!langReady(lang)) {
    try {
      await loadLang(lang);
    } catch (error) {
      console.warn(`The ${lang} translation table did not load:`, error);
      return;
    }
    if (latest !== lang) return;
  }
  useUiStore.setState({ lang });
}
