import type { Notice } from '../../play/noticeStore.js';
import type { Translate } from '../../i18n/index.js';

/** A notice in the UI language (`touch`: the words of a touch screen, no keys). Pure. */
export function noticeText(notice: Notice, t: Translate, touch = false): string {
  const { guard } = notice;
  return t(touch ? 'notice.endPlacementTouch' : 'notice.endPlacement', { n: guard.left });
}
