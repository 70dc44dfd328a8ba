import { useT } from '../i18n/index.js';

/**
 * The table's background while the 3D scene loads (`silent`: it will not come, something else says why).
 * `loading`: the scene's chunk is on its way (data-scene-loading: what tests wait on before a table settles).
 */
export function ScenePlaceholder({ silent = false, loading = false }: { silent?: boolean; loading?: boolean }) {
  const t = useT();
  return (
    <div className="scene-placeholder" data-testid="scene-placeholder" data-scene-loading={loading || undefined}>
      {silent ? null : t('placeholder.scene')}
    </div>
  );
}
