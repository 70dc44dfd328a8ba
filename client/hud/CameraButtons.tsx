import { useT } from '../i18n/index.js';
import { useCameraChoice, type CameraModeOption } from './cameraChoice.js';

/**
 * The game's camera presets as buttons (wide screens): the whole table, my area (players only), the
 * game's own places, follow the active player. Choosing one turns the director camera off.
 */
export function CameraButtons({ modes }: { modes: readonly CameraModeOption[] }) {
  const t = useT();
  const { current, choose } = useCameraChoice();
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
