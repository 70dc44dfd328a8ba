/**
 * What DWARF's overlay ticker shows (the platform's step from one log to the next:
 * client/overlay/tickerLines.ts). A line is a moment with a ticker line (../moments.ts), or one of the solo automa's moves. The first
 * read (and a change of language) tells the history received on joining without figures; later reads
 * tell the newer entries with the figures of the view that came with them: each forging's count of
 * artefacts as it was at that event (the view's count, less what later entries of the batch added), and
 * the automa's placements with the card now on top of the position.
 */
import type { CardId, GameEvent, GameView } from '../../../../shared/games/dwarf/index.js';
import type { LoggedEvent } from '../../../state/gameStore.js';
import type { Lang } from '../../../state/uiStore.js';
import { tickerReader, type TickerItem as PlatformTickerItem } from '../../../overlay/tickerLines.js';
import { isAutomaMove, momentsOf, momentWords, type DwarfMoment, type MomentWordsContext } from '../moments.js';

/** Lines on screen at once, newest last (a Defend step tells several monsters at once). */
export const TICKER_LINES = 4;

export type TickerItem = PlatformTickerItem<DwarfMoment['kind']>;

function tickerMoment(event: GameEvent, view: GameView): DwarfMoment | undefined {
  return momentsOf(event).find((m) => m.ticker || isAutomaMove(m, view.players));
}

/** The card on top of a position in a view. */
function topAt(view: GameView, pos: number): CardId | undefined {
  return view.mines[Math.floor(pos / 9)]?.stacks[pos % 9]?.at(-1);
}

/** The card a forging in entries[i] worked: the nearest 'worked' of the same participant before it. */
function forgedCardBefore(entries: readonly LoggedEvent<GameEvent>[], i: number, who: number): MomentWordsContext['forgedCard'] {
  for (let j = i - 1; j >= 0 && j >= i - 4; j--) {
    const e = entries[j]!.event;
    if (e.type === 'worked' && e.who === who) return { card: e.card, side: e.pos === null ? 'worker' : 'mine' };
  }
  return undefined;
}

/** The ticker lines of log entries (oldest first); `withFigures`: the entries are the newest, `view` came with them. */
export function tickerItems(entries: readonly LoggedEvent<GameEvent>[], lang: Lang, view: GameView, withFigures: boolean): TickerItem[] {
  const nameOf = (who: number) => view.players[who]?.name ?? '?';
  // Each participant's artefacts before these entries: the view's, less what the entries added.
  const artefacts = view.players.map((p) => p.res.artefacts);
  for (const { event } of entries) if (event.type === 'resources') artefacts[event.who]! -= event.change.artefacts ?? 0;
  const items: TickerItem[] = [];
  entries.forEach(({ id, event }, i) => {
    if (event.type === 'resources') artefacts[event.who]! += event.change.artefacts ?? 0;
    const moment = tickerMoment(event, view);
    if (!moment) return;
    const ctx: MomentWordsContext = { lang, nameOf };
    if (event.type === 'resources') {
      ctx.forgedCard = forgedCardBefore(entries, i, event.who);
      if (withFigures) ctx.artefactsAfter = artefacts[event.who];
    }
    if (withFigures) ctx.cardAt = (pos) => topAt(view, pos);
    const text = momentWords(moment, ctx);
    if (text) items.push({ id, kind: moment.kind, text });
  });
  return items;
}

/** The ticker after reading a log (the platform's step, client/overlay/tickerLines.ts). */
export const readTicker = tickerReader<GameEvent, GameView, TickerItem['kind']>(tickerItems, TICKER_LINES);
