import { useT } from '../i18n/index.js';

export function ScenePlaceholder() {
  const t = useT();
  return (
    <div className="scene-placeholder" data-testid="scene-placeholder">
      {t('placeholder.scene')}
    </div>
  );
}
