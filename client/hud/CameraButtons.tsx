import { ZONES } from '../../shared/index.js';
import { useT, zoneName, useLang } from '../i18n/index.js';
import { useUiStore, type CameraMode } from '../state/uiStore.js';

/**
 * Camera presets: the whole table, my area (players only), each zone, follow the active player.
 * Choosing one is the user taking the camera: it turns the director camera off.
 */
export function CameraButtons({ canMine }: { canMine: boolean }) {
  const t = useT();
  const lang = useLang();
  const camera = useUiStore((s) => s.camera);
  const setCamera = useUiStore((s) => s.setCamera);
  const director = useUiStore((s) => s.directorCamera);
  const setDirector = useUiStore((s) => s.setDirectorCamera);
  const modes: { mode: CameraMode; label: string }[] = [
    { mode: 'table', label: t('camera.table') },
    ...(canMine ? [{ mode: 'mine' as const, label: t('camera.mine') }] : []),
    ...ZONES.map((z) => ({ mode: z, label: zoneName(z, lang) })),
    { mode: 'follow', label: t('camera.follow') },
  ];
  return (
    <span className="seg" role="group" aria-label={t('camera.title')} title={t('camera.title')}>
      {modes.map(({ mode, label }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={!director && camera === mode}
          onClick={() => {
            setDirector(false);
            setCamera(mode);
          }}
          data-testid={`camera-${mode}`}
        >
          {label}
        </button>
      ))}
    </span>
  );
}
