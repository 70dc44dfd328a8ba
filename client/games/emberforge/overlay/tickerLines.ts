/**
 * What the overlay's ticker shows, as a pure step from one log to the next. The component calls it
 * while rendering when the log or the language changed (react.dev: "storing information from
 * previous renders"), so a new log line takes one commit: an effect that set state on each one made
 * a second commit per update, and a backlog of updates (a starved page) made React count them as
 * nested updates until it threw and dropped the 3D table.
 */
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import { standings } from '../../../../shared/games/emberforge/engine/rules/standings.js';
import type { LoggedEvent } from '../state/gameStore.js';
import type { Lang } from '../../../state/uiStore.js';
import { namesFrom } from '../viewModel/logText.js';
import { tickerItems, type TickerItem } from './tickerText.js';

/** Lines on screen at once, newest last. */
export const TICKER_LINES = 3;

export interface TickerLines {
  /** The log last read, and in which language. */
  log: readonly LoggedEvent[];
  lang: Lang;
  /** The newest entry told. */
  lastId: number;
  items: TickerItem[];
}

/**
 * The ticker after reading `log`. The first read (and a change of language) tells the entries without
 * figures: they are the history received on joining, and the figures are of now. Later reads tell the
 * entries newer than the last one told, with the players' progress as of `view` (the view that came
 * with them: it has already taken the action's patch).
 */
export function readTicker(prev: TickerLines | null, log: readonly LoggedEvent[], lang: Lang, view: GameView): TickerLines {
  const first = prev === null || prev.lang !== lang;
  const lastId = first ? -Infinity : prev.lastId;
  const fresh = log.filter((e) => e.id > lastId);
  if (!first && fresh.length === 0) return { ...prev, log };
  const rows = first ? [] : standings(view);
  const added = tickerItems(fresh, {
    lang,
    nameOf: namesFrom(view.players),
    standingOf: first ? undefined : (seat) => rows.find((r) => r.seat === seat),
  });
  return {
    log,
    lang,
    lastId: log.at(-1)?.id ?? lastId,
    items: (first ? added : [...prev.items, ...added]).slice(-TICKER_LINES),
  };
}
