import { useT } from '../i18n/index.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { Icon } from '../../../hud/Icon.js';
import { useHandOpen } from './useHandOpen.js';

/** Opens the HTML hand strip over the 3D table (the scene's own hand may sit under the panels). */
export function HandToggle({ count }: { count: number }) {
  const t = useT();
  const open = useHandOpen();
  const setOpen = useHudStore((s) => s.setHandOpen);
  const toggle = () => setOpen(!open);
  return (
    <div className="row" style={{ justifyContent: 'flex-end', marginBottom: 6 }}>
      <button type="button" className="btn small" aria-pressed={open} onClick={toggle} data-testid="toggle-hand">
        <Icon name="cards" /> {open ? t('hud.hideHand') : t('hud.showHand', { n: count })}
      </button>
    </div>
  );
}
