/**
 * The first-game hint: what to do next and why, from the current step (pure). `target` names the
 * control (data-testid) the hint points at, so the HUD can mark it and a newcomer can find it. On a
 * touch screen (`touch`) the hints that name keys say what to tap instead.
 */
import type { GameView, Zone } from '../../../../shared/games/emberforge/index.js';
import type { GameMessageKey as MessageKey } from '../i18n/texts.js';
import type { Step } from './step.js';

export interface Hint {
  key: MessageKey;
  params: Record<string, string | number>;
  target: string | null;
}

/** Which tip goes with "pick a zone": the one about the zones still left to resolve. */
function chooseHint(left: readonly Zone[]): MessageKey {
  if (left.includes('ignar') && left.includes('durgaz')) return 'hint.choose';
  if (left.includes('durgaz')) return 'hint.chooseDurgaz';
  if (left.includes('gildar')) return 'hint.chooseGildar';
  return 'hint.chooseAny';
}

/** The hints that name keys, and what each says on a touch screen instead. */
const ON_TOUCH: Partial<Record<MessageKey, MessageKey>> = {
  'hint.place': 'hint.placeTouch',
  'hint.placeDone': 'hint.placeDoneTouch',
  'hint.chooseAny': 'hint.chooseAnyTouch',
  'hint.chooseNone': 'hint.chooseNoneTouch',
};

export function nextHint(view: GameView, step: Step, touch = false): Hint | null {
  const hint = hintFor(view, step);
  const tapKey = hint && touch ? ON_TOUCH[hint.key] : undefined;
  return hint && tapKey ? { ...hint, key: tapKey } : hint;
}

function hintFor(view: GameView, step: Step): Hint | null {
  const name = (seat: number) => view.players[seat]?.name ?? '?';
  switch (step.kind) {
    case 'spectator':
      return {
        key: view.phase === 'placement' ? 'hint.watchPlacement' : 'hint.watchActivation',
        params: { name: name(view.activeSeat) },
        target: null,
      };
    case 'waiting':
      return {
        key: view.phase === 'placement' ? 'hint.waitPlacement' : 'hint.waitActivation',
        params: { name: name(step.seat) },
        target: 'waiting',
      };
    case 'placement':
      return step.left > 0
        ? { key: 'hint.place', params: { n: step.left, players: view.playerCount }, target: 'placement-controls' }
        : { key: 'hint.placeDone', params: {}, target: 'end-placement' };
    case 'chooseZone':
      if (step.zones.length === 0) return { key: 'hint.chooseNone', params: {}, target: 'end-turn' };
      return { key: chooseHint(step.zones), params: {}, target: 'zone-chooser' };
    case 'ignar':
      return { key: 'hint.ignar', params: { n: step.embers }, target: 'ignar-composer' };
    case 'durgaz':
      return { key: 'hint.durgaz', params: { n: step.embers }, target: 'durgaz-composer' };
    case 'runarium':
      return { key: 'hint.runarium', params: { n: step.embers }, target: 'rune-composer' };
    case 'gildar':
      return { key: 'hint.gildar', params: { n: step.embers }, target: 'gildar-composer' };
    default:
      return null;
  }
}
