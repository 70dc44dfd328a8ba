import { describe, expect, it } from 'vitest';
import { activeSeat, viewFor } from '../../../../../shared/games/dwarf/index.js';
import { act, newGame } from '../../../../../shared/games/dwarf/engine/testKit.js';
import { loadLang } from '../../../../i18n/langTables.js';
import { translate, type Translate } from '../../i18n/index.js';
import { refusalOf } from '../../viewModel/refusal.js';
import { NOTHING_OFFERED, offeredPicks } from '../../play/picks.js';
import { currentStep } from '../../viewModel/step.js';
import { promptText, roundLine } from '../prompt.js';
import { refusalText } from './refusalText.js';

const tr =
  (lang: 'en' | 'es'): Translate =>
  (key, params) =>
    translate(lang, key, params);

describe('a refusal in words, and the top bar', () => {
  it("names the player to wait for, and the engine's reason for a taken position, in both languages", async () => {
    await loadLang('es');
    let s = newGame(2, 4);
    const who = activeSeat(s)!;
    const other = 1 - who;
    const early = viewFor(s, other);
    const wait = { reason: refusalOf(early, { type: 'place', pos: 0 })!, pick: { kind: 'position' as const, pos: 0 }, at: 0 };
    expect(refusalText(wait, early, tr('en'))).toBe(`Wait for your turn: ${s.players[who]!.name} is playing.`);
    s = act(s, who, { type: 'place', pos: 0 }).state;
    const v = viewFor(s, other);
    const taken = { reason: refusalOf(v, { type: 'place', pos: 0 })!, pick: { kind: 'position' as const, pos: 0 }, at: 0 };
    expect(refusalText(taken, v, tr('en'))).toBe('A worker already stands on this position.');
    expect(refusalText(taken, v, tr('es'))).toBe('Ya hay un trabajador en esta posición.');
  });

  it('says the round, the phase and the pass, and what is asked of the viewer', () => {
    const s = newGame(2, 4);
    const who = activeSeat(s)!;
    const mine = viewFor(s, who);
    expect(roundLine(mine, 'en')).toBe('Round 1 · Selection, pass 1 of 2');
    expect(promptText(mine, currentStep(mine), offeredPicks(mine, who), 'en')).toBe(
      'Place a worker on a free position, or take a Special Action',
    );
    const theirs = viewFor(s, 1 - who);
    expect(promptText(theirs, currentStep(theirs), NOTHING_OFFERED, 'es')).toBe(`Esperando a ${s.players[who]!.name}`);
  });
});
