/** Who won and how, in words. */
import type { GameView } from '../../shared/index.js';
import type { Lang } from '../state/uiStore.js';
import { joinList, translate } from '../i18n/index.js';

export interface VictorySummary {
  headline: string;
  reason: string;
  round: string;
  iWon: boolean;
}

export function victorySummary(view: GameView, lang: Lang): VictorySummary | null {
  if (!view.winner) return null;
  const names = view.winner.seats.map((s) => view.players[s]?.name ?? `#${s + 1}`);
  const headline =
    names.length === 1
      ? translate(lang, 'victory.winner', { name: names[0]! })
      : translate(lang, 'victory.shared', { names: joinList(names, lang) });
  return {
    headline,
    reason: translate(lang, `victory.reason.${view.winner.reason}`),
    round: translate(lang, 'victory.round', { n: view.round }),
    iWon: view.viewer !== 'spectator' && view.winner.seats.includes(view.viewer),
  };
}
