import { ZONES } from '../../../../shared/games/emberforge/index.js';
import { useT, zoneName, useLang } from '../i18n/index.js';
import { useUiStore, type CameraMode } from '../../../state/uiStore.js';

/** The camera presets a viewer may pick (the whole table, my area for players, each zone, follow), and the pick. */
export function useCameraModes(canMine: boolean) {
  const t = useT();
  const lang = useLang();
  const camera = useUiStore((s) => s.camera);
  const director = useUiStore((s) => s.directorCamera);
  const modes: { mode: CameraMode; label: string }[] = [
    { mode: 'table', label: t('camera.table') },
    ...(canMine ? [{ mode: 'mine' as const, label: t('camera.mine') }] : []),
    ...ZONES.map((z) => ({ mode: z, label: zoneName(z, lang) })),
    { mode: 'follow', label: t('camera.follow') },
  ];
  /** Choosing a preset is the user taking the camera: it turns the director camera off. */
  const choose = (mode: CameraMode) => {
    const ui = useUiStore.getState();
    ui.setDirectorCamera(false);
    ui.setCamera(mode);
  };
  return { modes, current: director ? null : camera, choose };
}
