/** How a table's broadcast delay is told to everyone who sees it (lobby listing, waiting room). */
import type { Translate } from '../i18n/index.js';

export interface BroadcastOptions {
  broadcastDelaySeconds: number;
  casterView: boolean;
  /** Spectators watch live (the host allowed it) rather than behind the delay. */
  liveSpectators: boolean;
}

/** "This table is broadcast with all hands, 120 s behind." or null for a table without a delay. */
export function broadcastNotice(t: Translate, o: BroadcastOptions): string | null {
  if (!(o.broadcastDelaySeconds > 0)) return null;
  const notice = t(o.casterView ? 'broadcast.noticeCaster' : 'broadcast.noticeDelayed', { n: o.broadcastDelaySeconds });
  return o.liveSpectators ? `${notice} ${t('broadcast.noticeLive')}` : notice;
}

/** The listing's short form: "120 s delay · all hands", or null. */
export function broadcastTag(t: Translate, o: BroadcastOptions): string | null {
  if (!(o.broadcastDelaySeconds > 0)) return null;
  const delay = t('broadcast.listDelay', { n: o.broadcastDelaySeconds });
  return [delay, o.casterView && t('broadcast.listCaster'), o.liveSpectators && t('broadcast.listLive')].filter(Boolean).join(' · ');
}
