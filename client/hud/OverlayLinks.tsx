import { useRef, useState } from 'react';
import { useLang, useT } from '../i18n/index.js';
import { overlayUrl, type OverlayMode } from '../overlay/overlayQuery.js';
import { useGameStore } from '../state/gameStore.js';
import { Icon } from './Icon.js';
import { OverlayLookPicker, useOverlayLook } from './OverlayLookPicker.js';
import { SEAT_OVERLAY_SAFE_DELAY_SECONDS, seatOverlayTooSoon } from '../lobby/seatOverlayDelay.js';

/**
 * The overlay links of this table (issue 12), for streaming software: the public view (live or
 * delayed as the table is), the caster view (every hand, delayed) on a table that allows it, for its
 * creator alone (the link holds the caster key: anyone with it sees every hand), and the
 * player's own seat, delayed, with its hand: that one holds the seat's view key (it opens that view,
 * never the seat), and says to keep it private. Every link carries the look chosen above them
 * (background, panels, ticker, camera), kept in this browser for the next table.
 */
export function OverlayLinks() {
  const t = useT();
  const lang = useLang();
  const tableId = useGameStore((s) => s.tableId);
  const table = useGameStore((s) => s.table);
  const viewKey = useGameStore((s) => (s.role === 'player' ? s.seatViewKey : null));
  const casterKey = useGameStore((s) => s.casterKey);
  const [look, setLook] = useOverlayLook();
  if (!tableId || !table) return null;
  const delay = table.broadcastDelaySeconds;
  const origin = window.location.origin;
  return (
    <div className="overlay-links" data-testid="overlay-links">
      <p className="small muted">{t('overlay.hint')}</p>
      <OverlayLookPicker look={look} onChange={setLook} />
      <OverlayLinkRow
        id="public"
        label={t('overlay.public')}
        note={delay > 0 ? t('overlay.publicDelayed', { n: delay }) : t('overlay.publicLive')}
        link={overlayUrl(origin, tableId, { kind: 'public' }, lang, look)}
      />
      {table.casterView && delay > 0 && casterKey && (
        <OverlayLinkRow
          id="caster"
          label={t('overlay.caster', { n: delay })}
          link={overlayUrl(origin, tableId, { kind: 'caster', casterKey }, lang, look)}
          secret={t('overlay.casterWarning', { n: delay })}
        />
      )}
      {viewKey &&
        (delay > 0 ? (
          <OverlayLinkRow
            id="seat"
            label={t('overlay.seat', { n: delay })}
            link={overlayUrl(origin, tableId, { kind: 'seat', viewKey } satisfies OverlayMode, lang, look)}
            secret={t('overlay.seatWarning', { n: delay })}
            danger={
              seatOverlayTooSoon(delay) ? t('overlay.seatShortDelay', { n: delay, safe: SEAT_OVERLAY_SAFE_DELAY_SECONDS }) : undefined
            }
          />
        ) : (
          <p className="small muted" data-testid="overlay-link-seat-off">
            {t('overlay.seatNeedsDelay')}
          </p>
        ))}
    </div>
  );
}

function OverlayLinkRow({
  id,
  label,
  note,
  link,
  secret,
  danger,
}: {
  id: string;
  label: string;
  note?: string;
  link: string;
  secret?: string;
  /** A warning above the link (a seat overlay at a table too little behind). */
  danger?: string;
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const code = useRef<HTMLElement>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // clipboard blocked (http, permissions): select the text instead
      if (code.current) window.getSelection()?.selectAllChildren(code.current);
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 1600);
  }
  return (
    <div className="field" data-testid={`overlay-link-${id}`}>
      <span className="label">{label}</span>
      {note && <div className="small muted">{note}</div>}
      {danger && (
        <p className="small seat-link-warning" role="alert" data-testid={`overlay-danger-${id}`}>
          {danger}
        </p>
      )}
      <div className="invite">
        <code ref={code} data-testid={`overlay-url-${id}`}>
          {link}
        </code>
        <button type="button" className="btn small" onClick={() => void copy()} data-testid={`copy-overlay-${id}`}>
          <Icon name={copied ? 'check' : 'copy'} /> {copied ? t('common.copied') : t('overlay.copy')}
        </button>
      </div>
      {secret && (
        <p className="small seat-link-warning" role="note" data-testid={`overlay-secret-${id}`}>
          {secret}
        </p>
      )}
    </div>
  );
}
