import { useState } from 'react';
import { useT } from '../i18n/index.js';
import { inviteUrl } from './url.js';
import { Icon } from '../hud/Icon.js';

/** The table's invite link with a copy button. */
export function InviteLink({ tableId }: { tableId: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const link = inviteUrl(window.location.origin, tableId);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // clipboard blocked (http, permissions): select the text instead
      const range = document.createRange();
      const el = document.querySelector('[data-testid="invite-url"]');
      if (el) {
        range.selectNodeContents(el);
        window.getSelection()?.removeAllRanges();
        window.getSelection()?.addRange(range);
      }
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 1600);
  }
  return (
    <div className="field">
      <span className="label">{t('lobby.inviteLink')}</span>
      <div className="invite">
        <code data-testid="invite-url">{link}</code>
        <button type="button" className="btn small" onClick={() => void copy()} data-testid="copy-link">
          <Icon name={copied ? 'check' : 'copy'} /> {copied ? t('common.copied') : t('lobby.copyLink')}
        </button>
      </div>
    </div>
  );
}
