import { useT } from '../i18n/index.js';
import { useUiStore } from '../state/uiStore.js';
import { Icon } from './Icon.js';

/** Sound on / off (`withText`: its words beside the icon, as in the phone's menu). */
export function MuteSwitch({ withText = false }: { withText?: boolean }) {
  const muted = useUiStore((s) => s.muted);
  const setMuted = useUiStore((s) => s.setMuted);
  const t = useT();
  const label = muted ? t('settings.unmute') : t('settings.mute');
  return (
    <button
      type="button"
      className="btn small"
      aria-pressed={muted}
      aria-label={label}
      title={label}
      onClick={() => setMuted(!muted)}
      data-testid="mute"
    >
      <Icon name={muted ? 'muted' : 'sound'} />
      {withText && <> {label}</>}
    </button>
  );
}
