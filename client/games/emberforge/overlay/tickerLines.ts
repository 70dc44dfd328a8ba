/**
 * Emberforge's overlay ticker (the platform's step: client/overlay/tickerLines.ts): the game's big
 * moments in words; lines told as they arrive carry the players' progress as of then.
 */
import type { GameEvent, GameView } from '../../../../shared/games/emberforge/index.js';
import { standings } from '../../../../shared/games/emberforge/engine/rules/standings.js';
import { tickerReader } from '../../../overlay/tickerLines.js';
import { namesFrom } from '../viewModel/logText.js';
import { tickerItems, type TickerItem } from './tickerText.js';

/** Lines on screen at once, newest last. */
export const TICKER_LINES = 3;

export const readTicker = tickerReader<GameEvent, GameView, TickerItem['kind']>((entries, lang, view, withFigures) => {
  const rows = withFigures ? standings(view) : [];
  return tickerItems(entries, {
    lang,
    nameOf: namesFrom(view.players),
    standingOf: withFigures ? (seat) => rows.find((r) => r.seat === seat) : undefined,
  });
}, TICKER_LINES);
