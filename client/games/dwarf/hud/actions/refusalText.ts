/** A refusal in the viewer's words (pure, given a translate function): the engine's reason, with the card or the player it is about. */
import type { GameView } from '../../../../../shared/games/dwarf/index.js';
import type { DwarfMessageKey, Translate } from '../../i18n/index.js';
import type { Refusal } from '../../play/refusalStore.js';

export function refusalText(refusal: Refusal, view: GameView, t: Translate): string {
  const r = refusal.reason;
  if (r.kind === 'watching') return t('dwarf.why.notOffered');
  switch (r.code) {
    case 'not_your_turn':
      return t('dwarf.why.wait', { name: view.players[r.waitFor ?? -1]?.name ?? '?' });
    case 'wrong_phase':
      if (view.choice) return t('dwarf.why.choiceFirst');
      return refusal.pick?.kind === 'pile' ? t('dwarf.why.noSpecialNow') : t('error.wrong_phase');
    default:
      return t(`error.${r.code}` as DwarfMessageKey);
  }
}
