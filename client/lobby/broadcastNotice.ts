/** How a table's broadcast delay is told to everyone who sees it (lobby listing, waiting room). */
import type { Translate } from '../i18n/index.js';

export interface BroadcastOptions {
  broadcastDelaySeconds: number;
  casterView: boolean;
  /** With casterView: who casts (null: a table from before casters had names). */
  casterName: string | null;
  /** Spectators watch live (the host allowed it) rather than behind the delay. */
  liveSpectators: boolean;
}

/** "This table is broadcast with all hands, 120 s behind." or null for a table without a delay. */
export function broadcastNotice(t: Translate, o: BroadcastOptions): string | null {
  if (!(o.broadcastDelaySeconds > 0)) return null;
  let notice = t(o.casterView ? 'broadcast.noticeCaster' : 'broadcast.noticeDelayed', { n: o.broadcastDelaySeconds });
  if (o.casterView) notice += ` ${t('broadcast.castBy', { name: casterNameOf(t, o), n: o.broadcastDelaySeconds })}`;
  return o.liveSpectators ? `${notice} ${t('broadcast.noticeLive')}` : notice;
}

/** The listing's short form: "120 s delay · all hands", or null. */
export function broadcastTag(t: Translate, o: BroadcastOptions): string | null {
  if (!(o.broadcastDelaySeconds > 0)) return null;
  const delay = t('broadcast.listDelay', { n: o.broadcastDelaySeconds });
  const caster = o.casterView && `${t('broadcast.listCaster')} · ${t('broadcast.listCastBy', { name: casterNameOf(t, o) })}`;
  return [delay, caster, o.liveSpectators && t('broadcast.listLive')].filter(Boolean).join(' · ');
}

/** The caster's name, or "the caster" for a table from before casters had names. */
export function casterNameOf(t: Translate, o: Pick<BroadcastOptions, 'casterName'>): string {
  return o.casterName ?? t('broadcast.theCaster');
}

/** "Ana casts this table with every hand, 60 s behind: Ana sees your hand." (what a player accepts before sitting). */
export function casterSeesYou(t: Translate, o: BroadcastOptions): string {
  return t('broadcast.casterSeesYou', { name: casterNameOf(t, o), n: o.broadcastDelaySeconds });
}
