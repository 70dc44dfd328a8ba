import { ZONES } from '../../../../shared/games/emberforge/index.js';
import { useT, zoneName, useLang } from '../i18n/index.js';
import type { CameraModeOption } from '../../../hud/cameraChoice.js';

/** Emberforge's camera presets (client/hud/CameraButtons.tsx): the whole table, my area for players, each zone, follow. */
export function useCameraModes(canMine: boolean): CameraModeOption[] {
  const t = useT();
  const lang = useLang();
  return [
    { mode: 'table', label: t('camera.table') },
    ...(canMine ? [{ mode: 'mine' as const, label: t('camera.mine') }] : []),
    ...ZONES.map((z) => ({ mode: z, label: zoneName(z, lang) })),
    { mode: 'follow', label: t('camera.follow') },
  ];
}
