/**
 * The first-game hint: what to do next and why, from the current step (pure). `target` names the
 * control (data-testid) the hint points at, so the HUD can mark it and a newcomer can find it.
 */
import type { GameView } from '../../shared/index.js';
import type { MessageKey } from '../i18n/en.js';
import type { Step } from './step.js';

export interface Hint {
  key: MessageKey;
  params: Record<string, string | number>;
  target: string | null;
}

export function nextHint(view: GameView, step: Step): Hint | null {
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
      return step.zones.length > 0
        ? { key: 'hint.choose', params: {}, target: 'zone-chooser' }
        : { key: 'hint.chooseNone', params: {}, target: 'end-turn' };
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
