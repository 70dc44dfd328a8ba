/**
 * Practice offline against Emberforge's heuristic bots, run in the page by the platform's practice
 * table (client/platform/practiceTable.ts). Loaded lazily with the package, so the lobby does not
 * carry the bots.
 */
import type { BotLevel } from '../../../../shared/platform/botLevels.js';
import type { PlayerColor } from '../../../../shared/games/emberforge/index.js';
import { emberforge } from '../../../../shared/games/emberforge/module.js';
import { practicePlayers, startModulePractice, stopModulePractice } from '../../../platform/practiceTable.js';

const BOT_NAMES = ['Brokk', 'Eitri', 'Dvalin', 'Sindri'];

export interface PracticeOptions {
  name: string;
  color: PlayerColor;
  seats: number;
  seed: number;
  roundLimit?: number;
  /** The bots' level (issue 42): Easy without it. */
  botLevel?: BotLevel;
}

export function startPractice(opts: PracticeOptions): void {
  startModulePractice(emberforge, {
    players: practicePlayers(opts, opts.seats, BOT_NAMES),
    seed: opts.seed >>> 0,
    options: opts.roundLimit ? { roundLimit: opts.roundLimit } : {},
    table: null,
    botLevel: opts.botLevel,
  });
}

export const stopPractice = stopModulePractice;
