/**
 * What the HUD should offer right now, from the view and the zone the player opened locally.
 * Pure; the HUD renders one control panel per step kind.
 */
import { embersOf, resolvableZones, unplacedEmbers } from '../../../../shared/games/emberforge/index.js';
import type { GameView, Seat, Zone } from '../../../../shared/games/emberforge/index.js';

export type Step =
  | { kind: 'loading' }
  | { kind: 'spectator' }
  | { kind: 'over' }
  | { kind: 'waiting'; seat: Seat }
  | { kind: 'placement'; left: number }
  | { kind: 'chooseZone'; zones: Zone[] }
  | { kind: 'ignar'; embers: number }
  | { kind: 'durgaz'; embers: number }
  | { kind: 'runarium'; embers: number; started: boolean }
  | { kind: 'gildar'; embers: number; started: boolean };

export function currentStep(view: GameView | null, openZone: Zone | null): Step {
  if (!view) return { kind: 'loading' };
  if (view.phase === 'ended' || view.winner) return { kind: 'over' };
  if (view.viewer === 'spectator') return { kind: 'spectator' };
  const me = view.viewer;
  if (view.activeSeat !== me) return { kind: 'waiting', seat: view.activeSeat };
  if (view.phase === 'placement') return { kind: 'placement', left: unplacedEmbers(view, me) };
  if (view.resolving) {
    const { zone, remaining } = view.resolving;
    if (zone === 'runarium' || zone === 'gildar') return { kind: zone, embers: remaining, started: true };
  }
  const zones = resolvableZones(view, me);
  if (openZone && zones.includes(openZone)) {
    const embers = embersOf(view, me, openZone);
    if (openZone === 'ignar' || openZone === 'durgaz') return { kind: openZone, embers };
    return { kind: openZone, embers, started: false };
  }
  return { kind: 'chooseZone', zones };
}
