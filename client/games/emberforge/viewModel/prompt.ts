/** The one line telling the viewer what is expected ("Place embers: 2 left", "Resolve your zones"). */
import { resolvableZones, unplacedEmbers } from '../../../../shared/games/emberforge/index.js';
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import type { MessageKey, Params } from '../i18n/index.js';

export interface Prompt {
  key: MessageKey;
  params?: Params;
}

export function turnPrompt(view: GameView): Prompt {
  if (view.phase === 'ended' || view.winner) return { key: 'prompt.gameOver' };
  const active = view.players[view.activeSeat];
  const name = active?.name ?? '?';
  const mine = view.viewer !== 'spectator' && view.viewer === view.activeSeat;
  if (view.phase === 'placement') {
    if (!mine) return { key: 'prompt.waitPlace', params: { name } };
    const left = unplacedEmbers(view, view.activeSeat);
    return left > 0 ? { key: 'prompt.place', params: { n: left } } : { key: 'prompt.placeNone' };
  }
  if (!mine) return { key: 'prompt.waitResolve', params: { name } };
  if (view.resolving && view.resolving.remaining > 0) {
    return { key: 'prompt.resolving', params: { zone: view.resolving.zone, n: view.resolving.remaining } };
  }
  return resolvableZones(view, view.activeSeat).length > 0 ? { key: 'prompt.resolve' } : { key: 'prompt.resolveNone' };
}
