import { useEffect } from 'react';
import { useT } from '../i18n/index.js';
import { useUiStore } from '../state/uiStore.js';
import { Icon } from './Icon.js';

/** How long the HUD says why the director camera went off (after a manual camera move). */
const NOTE_MS = 6000;

/** The spectator's "Director camera" switch (uiStore.directorCamera), and why it went off by itself. */
export function DirectorSwitch() {
  const t = useT();
  const on = useUiStore((s) => s.directorCamera);
  const note = useUiStore((s) => s.directorNote);
  const setDirector = useUiStore((s) => s.setDirectorCamera);
  useEffect(() => {
    if (note !== 'manual') return;
    const timer = setTimeout(() => {
      const ui = useUiStore.getState();
      if (!ui.directorCamera && ui.directorNote === 'manual') ui.setDirectorCamera(false);
    }, NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);
  return (
    <span className="director-switch-wrap">
      <button
        type="button"
        className="btn small director-switch"
        aria-pressed={on}
        title={t('camera.directorTip')}
        aria-label={t('camera.director')}
        onClick={() => setDirector(!on)}
        data-testid="director-camera"
      >
        <Icon name="camera" />
        {/* On phones only the icon: the top bar has no room for the words. */}
        <span className="director-label"> {t('camera.director')}</span>
      </button>
      {note === 'manual' && (
        <span className="small director-note" role="status" data-testid="director-note">
          {t('camera.directorOffManual')}
        </span>
      )}
    </span>
  );
}
