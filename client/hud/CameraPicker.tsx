import { useT } from '../i18n/index.js';
import { useUiStore, type CameraMode } from '../state/uiStore.js';
import { useCameraChoice, type CameraModeOption } from './cameraChoice.js';
import { Icon } from './Icon.js';

const DIRECTOR = 'director';

/**
 * The camera presets on a phone: one control the width of a button (the phone's own list to pick from),
 * where seven buttons took a whole line of the top bar with targets too small for a thumb. For a
 * spectator (and a replay) its first choice is the director camera, which the picker shows while it drives.
 */
export function CameraPicker({ modes, canDirect }: { modes: readonly CameraModeOption[]; canDirect: boolean }) {
  const t = useT();
  const { current, choose } = useCameraChoice();
  return (
    <label className="btn small camera-picker" title={t('camera.title')}>
      <Icon name="camera" />
      <select
        value={current ?? (canDirect ? DIRECTOR : '')}
        aria-label={t('camera.title')}
        onChange={(e) => {
          const picked = e.target.value;
          if (picked === DIRECTOR) useUiStore.getState().setDirectorCamera(true);
          else if (picked) choose(picked as CameraMode);
        }}
        data-testid="camera-picker"
      >
        {canDirect ? <option value={DIRECTOR}>{t('camera.directorShort')}</option> : current === null && <option value="" disabled />}
        {modes.map(({ mode, label }) => (
          <option key={mode} value={mode}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
