import { useT } from '../i18n/index.js';
import { LinkDialogButton } from '../ui/LinkDialogButton.js';
import { SeatLink } from './SeatLink.js';

/** A button that shows one's seat link in a dialog (the link is a secret: not on screen by default). */
export function SeatLinkButton({ tableId, seatKey, label }: { tableId: string; seatKey: string; label: 'icon' | 'text' }) {
  const t = useT();
  return (
    <LinkDialogButton icon="devices" buttonText={t('seatLink.open')} title={t('seatLink.title')} label={label} testId="seat-link">
      <SeatLink tableId={tableId} seatKey={seatKey} />
    </LinkDialogButton>
  );
}
