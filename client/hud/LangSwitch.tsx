import { LANGS, switchLang, useT } from '../i18n/index.js';
import { loadLang } from '../i18n/langTables.js';
import { useUiStore } from '../state/uiStore.js';
import type { Lang } from '../state/uiStore.js';

/** A language's table starts loading as the pointer or the focus reaches its button: the click then switches at once. */
const prefetch = (l: Lang) => () => void loadLang(l).catch(() => {}); // a failed fetch is tried again by the click

/** EN / ES, switchable at any time. */
export function LangSwitch() {
  const lang = useUiStore((s) => s.lang);
  const t = useT();
  return (
    <span className="seg" role="group" aria-label={t('settings.language')} title={t('settings.language')}>
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={lang === l}
          onClick={() => void switchLang(l)}
          onPointerEnter={prefetch(l)}
          onFocus={prefetch(l)}
          data-testid={`lang-${l}`}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </span>
  );
}
