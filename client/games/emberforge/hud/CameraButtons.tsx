import { useT } from '../i18n/index.js';
import { useCameraModes } from './cameraModes.js';

/**
 * Camera presets: the whole table, my area (players only), each zone, follow the active player.
 * Choosing one is the user taking the camera: it turns the director camera off.
 */
export function CameraButtons({ canMine }: { canMine: boolean }) {
  const t = useT();
  const { modes, current, choose } = useCameraModes(canMine);
  return (
    <span className="seg" role="group" aria-label={t('camera.title')} title={t('camera.title')}>
      {modes.map(({ mode, label }) => (
        <button key={mode} type="button" aria-pressed={current === mode} onClick={() => choose(mode)} data-testid={`camera-${mode}`}>
          {label}
        </button>
      ))}
    </span>
  );
}
