/**
 * DWARF offline: against the heuristic bots (2-5 seats) or, alone, against the automa at the level
 * chosen (the engine plays the automa inside every action, it is no bot), run in the page by the
 * platform's practice table (client/platform/practiceTable.ts). Loaded with DWARF's package.
 */
import type { AutomaLevel, MountainOrder } from '../../../../shared/games/dwarf/index.js';
import { AUTOMA_LEVELS, MAX_SEATS, MOUNTAIN_ORDERS } from '../../../../shared/games/dwarf/engine/constants.js';
import { dwarf } from '../../../../shared/games/dwarf/module.js';
import type { PracticeOptions } from '../../../platform/gamePackage.js';
import { practicePlayers, startModulePractice, stopModulePractice } from '../../../platform/practiceTable.js';
import { localTable } from './localTable.js';

const BOT_NAMES = ['Brenna', 'Thorin', 'Dagna', 'Korrin', 'Hilde'];

/** The automa's level and the Mountain's order from the practice's game options (unknown values: the defaults). */
export function practiceGameOptions(raw: Record<string, unknown> | undefined): { automa: AutomaLevel; mountain: MountainOrder } {
  const automa = AUTOMA_LEVELS.find((l) => l === raw?.automa) ?? 'eldhusfifl';
  const mountain = MOUNTAIN_ORDERS.find((m) => m === raw?.mountain) ?? 'shuffled';
  return { automa, mountain };
}

export function startPractice(opts: PracticeOptions): void {
  const seats = Math.min(MAX_SEATS, Math.max(1, Math.round(opts.seats)));
  const options = practiceGameOptions(opts.gameOptions);
  startModulePractice(dwarf, {
    players: practicePlayers(opts, seats, BOT_NAMES),
    seed: opts.seed >>> 0,
    // The module's configFor sets the automa's level at a solo table only.
    options,
    table: localTable(seats, seats === 1 ? options : { mountain: options.mountain }),
    botLevel: opts.botLevel,
  });
}

export const stopPractice = stopModulePractice;
