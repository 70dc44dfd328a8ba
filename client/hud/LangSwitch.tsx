import { LANGS, switchLang, useT } from '../i18n/index.js';
import { loadLang } from '../i18n/langTables.js';
import { useUiStore } from '../state/uiStore.js';
import type { Lang } from '../state/uiStore.js';

/** A language's table starts loading as the pointer or the focus reaches its button: the click then switches at once. */
const prefetch = (l: Lang) => () => void loadLang(l).catch(() => {}); // a failed fetch is tried again by the click

/**
 * EN / ES, switchable at any time; `langs`: a game's table offers its own as well (DWARF's IT, langsOf).
 * Where the chosen language is not offered (Italian, back in the lobby or at an Emberforge table), the
 * words shown are English, and EN is the button shown pressed.
 */
export function LangSwitch({ langs = LANGS }: { langs?: readonly Lang[] }) {
  const chosen = useUiStore((s) => s.lang);
  const lang = langs.includes(chosen) ? chosen : 'en';
  const t = useT();
  return (
    <span className="seg" role="group" aria-label={t('settings.language')} title={t('settings.language')}>
      {langs.map((l) => (
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
