/** Who won and how, in words. */
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import type { Lang } from '../../../state/uiStore.js';
import { tieBreakUsed } from '../../../../shared/games/emberforge/engine/rules/standings.js';
import { joinList, translate } from '../i18n/index.js';

export interface VictorySummary {
  headline: string;
  reason: string;
  round: string;
  iWon: boolean;
  /** From the viewer's side: "Victory!" to a winner, "Defeat" to another seat, "Game over" to spectators. */
  title: string;
  /** The round-limit criterion that decided (or "shared"), in words; null for the two victories. */
  tieBreak: string | null;
  /** A word to a winner (never the Forgemaster's word: that is the round's start player), else null. */
  cheer: string | null;
}

export function victorySummary(view: GameView, lang: Lang): VictorySummary | null {
  if (!view.winner) return null;
  const names = view.winner.seats.map((s) => view.players[s]?.name ?? `#${s + 1}`);
  const headline =
    names.length === 1
      ? translate(lang, 'victory.winner', { name: names[0]! })
      : translate(lang, 'victory.shared', { names: joinList(names, lang) });
  const iWon = view.viewer !== 'spectator' && view.winner.seats.includes(view.viewer);
  const used = tieBreakUsed(view);
  return {
    headline,
    title: translate(lang, iWon ? 'victory.title' : view.viewer === 'spectator' ? 'victory.titleSpectator' : 'victory.titleDefeat'),
    tieBreak: used ? translate(lang, `tieBreak.${used}`) : null,
    reason: translate(lang, `victory.reason.${view.winner.reason}`),
    round: translate(lang, 'victory.round', { n: view.round }),
    iWon,
    cheer: iWon ? translate(lang, 'victory.youWin') : null,
  };
}
