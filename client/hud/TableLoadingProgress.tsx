/**
 * The table's loading state, until its first frame is drawn (issue 41): a progress bar over four steps,
 * the table's data, the 3D table's code, the game's pieces (its code chunk and canvas textures), and
 * the first frame (the shaders it needs compiled), with the step under way in words. The steps may come
 * in any order (a table link sets up the empty table while its data is on the way).
 */
import { useT } from '../i18n/index.js';
import type { MessageKey } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { useHudStore } from './hudStore.js';
import { useTableLoading } from './tableLoading.js';

export function TableLoadingProgress() {
  const t = useT();
  const steps: [MessageKey, boolean][] = [
    ['loading.data', useGameStore((s) => s.view !== null)],
    ['loading.code', useHudStore((s) => s.sceneMounted)],
    ['loading.pieces', useTableLoading((s) => s.piecesMounted)],
    ['loading.shaders', useHudStore((s) => s.tableReady)],
  ];
  const done = steps.filter(([, d]) => d).length;
  const value = Math.round((done / steps.length) * 100);
  const current = t(steps.find(([, d]) => !d)?.[0] ?? 'loading.shaders');
  return (
    <div className="table-loading" style={{ display: 'grid', gap: 4, minWidth: 160 }}>
      <div
        role="progressbar"
        aria-label={t('loading.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%: ${current}`}
        data-testid="table-loading"
        style={{ height: 6, borderRadius: 3, background: 'rgba(255,255,255,0.15)', overflow: 'hidden' }}
      >
        <div style={{ width: `${value}%`, height: '100%', background: '#ff9a2a' }} />
      </div>
      <span style={{ fontSize: 12, opacity: 0.85 }}>{current}</span>
    </div>
  );
}
