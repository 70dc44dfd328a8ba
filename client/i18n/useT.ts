/** The React hook: the translate function of the language chosen in the UI store. */
import { useMemo } from 'react';
import { useUiStore } from '../state/uiStore.js';
import { translator, type Translate } from './translate.js';

export function useT(): Translate {
  const lang = useUiStore((s) => s.lang);
  return useMemo(() => translator(lang), [lang]);
}

export function useLang() {
  return useUiStore((s) => s.lang);
}
