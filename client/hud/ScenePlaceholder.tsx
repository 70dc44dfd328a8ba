import { useT } from '../i18n/index.js';

/** The table's background while the 3D scene loads (`silent`: it will not come, something else says why). */
export function ScenePlaceholder({ silent = false }: { silent?: boolean }) {
  const t = useT();
  return (
    <div className="scene-placeholder" data-testid="scene-placeholder">
      {silent ? null : t('placeholder.scene')}
    </div>
  );
}
