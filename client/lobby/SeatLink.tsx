import { useState } from 'react';
import { useT } from '../i18n/index.js';
import { Icon } from '../hud/Icon.js';
import { seatLinkUrl } from './url.js';

/**
 * The "continue on another device" link of one's own seat (the seat key in the URL fragment, never
 * sent to the server by the browser), with a copy button and a warning: whoever has it plays the seat.
 */
export function SeatLink({ tableId, seatKey }: { tableId: string; seatKey: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const link = seatLinkUrl(window.location.origin, tableId, seatKey);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // clipboard blocked (http, permissions): select the text instead
      const el = document.querySelector('[data-testid="seat-link-url"]');
      if (el) window.getSelection()?.selectAllChildren(el);
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 1600);
  }
  return (
    <div className="field seat-link" data-testid="seat-link">
      <p className="small">{t('seatLink.hint')}</p>
      <div className="invite">
        <code data-testid="seat-link-url">{link}</code>
        <button type="button" className="btn small" onClick={() => void copy()} data-testid="copy-seat-link">
          <Icon name={copied ? 'check' : 'copy'} /> {copied ? t('common.copied') : t('lobby.copyLink')}
        </button>
      </div>
      <p className="small seat-link-warning" role="note">
        {t('seatLink.warning')}
      </p>
    </div>
  );
}
