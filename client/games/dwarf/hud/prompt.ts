/** What the top bar asks of the viewer now (pure): the step in words, with the card or the player it names. */
import type { GameView } from '../../../../shared/games/dwarf/index.js';
import type { Lang } from '../../../state/uiStore.js';
import { cardName, translate } from '../i18n/index.js';
import type { Offered } from '../play/picks.js';
import type { Step } from '../viewModel/step.js';

export function promptText(view: GameView, step: Step, offered: Offered, lang: Lang): string {
  switch (step.kind) {
    case 'over':
      return translate(lang, 'dwarf.prompt.over');
    case 'engine':
      return translate(lang, 'dwarf.prompt.engine');
    case 'waiting':
      return translate(lang, 'dwarf.prompt.waiting', { name: view.players[step.who]?.name ?? '?' });
    case 'help':
      return translate(lang, 'dwarf.prompt.help');
    case 'place':
      return translate(lang, offered.piles.size > 0 ? 'dwarf.prompt.place' : 'dwarf.prompt.placeOnly');
    case 'choice':
      return translate(lang, `dwarf.prompt.choice.${step.choice.reason}`, { card: cardName(step.choice.items[0]?.card, lang) });
  }
}

/** "Round 3 · Selection, pass 1 of 2". */
export function roundLine(view: GameView, lang: Lang): string {
  const phase = translate(lang, `dwarf.phase.${view.phase}`);
  const pass = view.phase === 'selection' ? `, ${translate(lang, 'dwarf.pass', { pass: view.r.pass })}` : '';
  return `${translate(lang, 'dwarf.round', { round: view.round })} · ${phase}${pass}`;
}
