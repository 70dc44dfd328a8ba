import { useT } from '../i18n/index.js';
import { useHudStore } from './hudStore.js';

/** Hides or shows the HUD (a clean table for streams); key H does the same. `withText`: its words too
 * (a phone's menu row: without the key, a touch screen has none). */
export function CleanViewToggle({ withText = false }: { withText?: boolean }) {
  const t = useT();
  const clean = useHudStore((s) => s.clean);
  const label = clean ? t('hud.showHud') : t('hud.cleanView');
  return (
    <button
      type="button"
      className="btn small"
      aria-pressed={clean}
      onClick={() => useHudStore.getState().toggleClean()}
      title={label}
      aria-label={label}
      data-testid="clean-view"
    >
      {clean ? '▣' : '▢'}
      {withText && <> {clean ? t('hud.showHudRow') : t('hud.cleanViewRow')}</>}
    </button>
  );
}
