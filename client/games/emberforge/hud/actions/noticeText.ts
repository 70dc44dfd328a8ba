import { ZONES } from '../../../../../shared/games/emberforge/index.js';
import type { Notice } from '../../play/noticeStore.js';
import type { Translate } from '../../i18n/index.js';
import { reasonWords } from './reasonText.js';

/** A notice in the UI language (`touch`: the words of a touch screen, no keys). Pure. */
export function noticeText(notice: Notice, t: Translate, touch = false): string {
  if (notice.kind === 'refused') return reasonWords(notice.reason, t);
  const { guard } = notice;
  if (guard.type === 'endPlacement') return t(touch ? 'notice.endPlacementTouch' : 'notice.endPlacement', { n: guard.left });
  return t(touch ? 'notice.overheatTouch' : 'notice.overheat', {
    zone: t(`zone.${guard.zone}`),
    n: guard.embers,
    players: guard.players,
    key: ZONES.indexOf(guard.zone) + 1,
  });
}
