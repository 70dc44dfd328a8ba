/**
 * What an overlay's ticker shows, as a pure step from one log to the next, for any game: the game tells
 * log entries in words (`TellTicker`), this keeps the newest lines. The component (overlayTicker.tsx)
 * calls it while rendering when the log or the language changed (react.dev: "storing information from
 * previous renders"), so a new log line takes one commit: an effect that set state on each one made a
 * second commit per update, and a backlog of updates (a starved page) made React count them as nested
 * updates until it threw and dropped the 3D table.
 *
 * The first read (and a change of language) tells the entries without figures: they are the history
 * received on joining, and the figures are of now. Later reads tell the entries newer than the last one
 * told, with figures as of `view` (the view that came with them: it has already taken the action's patch).
 */
import type { LoggedEvent } from '../state/gameStore.js';
import type { Lang } from '../state/uiStore.js';

export interface TickerItem<Kind extends string = string> {
  id: number;
  /** The moment's kind: the line's style. */
  kind: Kind;
  text: string;
}

export interface TickerLines<Event = unknown, Kind extends string = string> {
  /** The log last read, and in which language. */
  log: readonly LoggedEvent<Event>[];
  lang: Lang;
  /** The newest entry told. */
  lastId: number;
  items: TickerItem<Kind>[];
}

/** A game's lines for log entries (oldest first); `withFigures`: they are the newest, and `view` came with them. */
export type TellTicker<Event, View, Kind extends string> = (
  entries: readonly LoggedEvent<Event>[],
  lang: Lang,
  view: View,
  withFigures: boolean,
) => TickerItem<Kind>[];

export type ReadTicker<Event, View, Kind extends string> = (
  prev: TickerLines<Event, Kind> | null,
  log: readonly LoggedEvent<Event>[],
  lang: Lang,
  view: View,
) => TickerLines<Event, Kind>;

/** The ticker's step for a game that tells its entries with `tell`, keeping `lines` lines (newest last). */
export function tickerReader<Event, View, Kind extends string>(
  tell: TellTicker<Event, View, Kind>,
  lines: number,
): ReadTicker<Event, View, Kind> {
  return (prev, log, lang, view) => {
    const first = prev === null || prev.lang !== lang;
    const lastId = first ? -Infinity : prev.lastId;
    const fresh = log.filter((e) => e.id > lastId);
    if (!first && fresh.length === 0) return { ...prev, log };
    const added = tell(fresh, lang, view, !first);
    return {
      log,
      lang,
      lastId: log.at(-1)?.id ?? lastId,
      items: (first ? added : [...prev.items, ...added]).slice(-lines),
    };
  };
}
