import { LANGS, switchLang, useT } from '../i18n/index.js';
import { useUiStore } from '../state/uiStore.js';

/** EN / ES, switchable at any time. */
export function LangSwitch() {
  const lang = useUiStore((s) => s.lang);
  const t = useT();
  return (
    <span className="seg" role="group" aria-label={t('settings.language')} title={t('settings.language')}>
      {LANGS.map((l) => (
        <button key={l} type="button" aria-pressed={lang === l} onClick={() => void switchLang(l)} data-testid={`lang-${l}`}>
          {l.toUpperCase()}
        </button>
      ))}
    </span>
  );
}
