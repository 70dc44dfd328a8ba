import { useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { LinkDialogButton } from '../ui/LinkDialogButton.js';
import { OverlayLinks } from './OverlayLinks.js';

/** The streamer menu (issue 12): the table's overlay links in a dialog, for the host and the seated players. */
export function OverlayLinksButton({ label }: { label: 'icon' | 'text' }) {
  const t = useT();
  const offered = useGameStore((s) => s.role === 'player' || s.table?.isHost === true);
  if (!offered) return null;
  return (
    <LinkDialogButton icon="eye" buttonText={t('overlay.menu')} title={t('overlay.title')} label={label} testId="overlay-links">
      <OverlayLinks />
    </LinkDialogButton>
  );
}
