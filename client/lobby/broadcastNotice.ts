/** How a table's broadcast delay is told to everyone who sees it (lobby listing, waiting room). */
import type { Translate } from '../i18n/index.js';

export interface BroadcastOptions {
  broadcastDelaySeconds: number;
  casterView: boolean;
}

/** "This table is broadcast with all hands, 120 s behind." or null for a table without a delay. */
export function broadcastNotice(t: Translate, o: BroadcastOptions): string | null {
  if (!(o.broadcastDelaySeconds > 0)) return null;
  return t(o.casterView ? 'broadcast.noticeCaster' : 'broadcast.noticeDelayed', { n: o.broadcastDelaySeconds });
}

/** The listing's short form: "120 s delay · all hands", or null. */
export function broadcastTag(t: Translate, o: BroadcastOptions): string | null {
  if (!(o.broadcastDelaySeconds > 0)) return null;
  const delay = t('broadcast.listDelay', { n: o.broadcastDelaySeconds });
  return o.casterView ? `${delay} · ${t('broadcast.listCaster')}` : delay;
}
