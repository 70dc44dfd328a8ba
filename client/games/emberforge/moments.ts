/**
 * Dwarf Emberforge's events as moments (client/platform/moments.ts): the one place that says which
 * events make a ticker line, a headline of the log and the banner, a sound, a director shot, a change
 * of where play is, or a replay marker, and the moments' words. Pure.
 *
 * An event makes at most one moment; most make none (bookkeeping the log alone tells). No moment needs
 * more than its event: the viewer's seat and the events before it change nothing here, and the one
 * figure that depends on the view (a player's progress in the ticker's line) is the words' context.
 */
import {
  FORGE_MASTERY_COLLECTIONS,
  GUILD_PRESTIGE_COMMISSIONS,
  type GameEvent,
  type Seat,
  type Zone,
} from '../../../shared/games/emberforge/index.js';
import type { Standing } from '../../../shared/games/emberforge/engine/rules/standings.js';
import type { SoundName } from '../../audio/soundUrls.js';
import { cardName, translate } from './i18n/index.js';
import { CAMERA_PRIORITY, type Moment } from '../../platform/moments.js';
import { eventText, type LogContext } from './viewModel/logText.js';

export type EmberforgeMomentKind =
  'emberPlaced' | 'emberMoved' | 'overheat' | 'forged' | 'commission' | 'victory' | 'round' | 'zoneStarted' | 'zoneClosed' | 'phaseStarted';

export type EmberforgeMarkerKind = 'overheat' | 'forge' | 'commission' | 'victory';

export interface EmberforgeMoment extends Moment<Zone> {
  kind: EmberforgeMomentKind;
  sound?: SoundName;
  marker?: { kind: EmberforgeMarkerKind; seat: Seat | null };
  /** The event it comes from (its words are the log's, unless the ticker has figures to add). */
  event: GameEvent;
}

/** How much each shot matters to the director, between the zone being resolved (stage) and the victory (final). */
export const SHOT_PRIORITY = {
  resolve: CAMERA_PRIORITY.stage,
  overheat: 20,
  forge: 30,
  commission: 40,
  victory: CAMERA_PRIORITY.final,
} as const;

const NONE: readonly EmberforgeMoment[] = [];

/** The moments of one event (as the client receives it: redacted or not, the moments are the same). */
export function momentsOf(event: GameEvent): readonly EmberforgeMoment[] {
  const m = momentOf(event);
  return m ? [m] : NONE;
}

function momentOf(event: GameEvent): EmberforgeMoment | null {
  switch (event.type) {
    case 'emberPlaced':
      return { kind: 'emberPlaced', seat: event.seat, sound: 'ember', event };
    case 'emberMoved':
      return { kind: 'emberMoved', seat: event.seat, sound: 'ember', event };
    case 'zoneOverheated':
      return {
        kind: 'overheat',
        seat: null,
        ticker: true,
        headline: true,
        sound: 'overheat',
        camera: { shot: { kind: 'zone', zone: event.zone, why: 'overheat' }, priority: SHOT_PRIORITY.overheat },
        marker: { kind: 'overheat', seat: null },
        event,
      };
    case 'weaponForged':
      return {
        kind: 'forged',
        seat: event.seat,
        ticker: true,
        headline: true,
        sound: 'forge',
        camera: { shot: { kind: 'seat', seat: event.seat, why: 'forge' }, priority: SHOT_PRIORITY.forge },
        marker: { kind: 'forge', seat: event.seat },
        event,
      };
    case 'commissionCompleted':
      return {
        kind: 'commission',
        seat: event.seat,
        ticker: true,
        headline: true,
        sound: 'commission',
        camera: { shot: { kind: 'seat', seat: event.seat, why: 'commission' }, priority: SHOT_PRIORITY.commission },
        marker: { kind: 'commission', seat: event.seat },
        event,
      };
    case 'gameWon':
      return {
        kind: 'victory',
        seat: null,
        ticker: true,
        headline: true,
        sound: 'victory',
        camera: { shot: { kind: 'victory', seats: event.seats }, priority: SHOT_PRIORITY.victory },
        marker: { kind: 'victory', seat: event.seats[0] ?? null },
        event,
      };
    case 'roundEnded':
      return { kind: 'round', seat: null, ticker: true, stage: { leave: 'any' }, event };
    case 'zoneStarted':
      return {
        kind: 'zoneStarted',
        seat: event.seat,
        camera: { shot: { kind: 'zone', zone: event.zone, why: 'resolve' }, priority: SHOT_PRIORITY.resolve },
        stage: { enter: event.zone },
        event,
      };
    case 'zoneClosed':
      return { kind: 'zoneClosed', seat: event.seat, stage: { leave: event.zone }, event };
    case 'phaseStarted':
      return { kind: 'phaseStarted', seat: null, stage: { leave: 'any' }, event };
    default:
      return null;
  }
}

export interface MomentWordsContext extends LogContext {
  /** The engine's standing of a seat as of the moment (absent: the words give no figures). */
  standingOf?: (seat: Seat) => Standing | undefined;
}

/**
 * A moment in words: the log's line, or for a forging or a commission with the player's standing known,
 * their progress toward that victory ("Eitri forged the Frost Staff: 4 of 5 collections").
 */
export function momentWords(moment: EmberforgeMoment, ctx: MomentWordsContext, next?: GameEvent): string | null {
  const { event } = moment;
  const standing = moment.seat === null ? undefined : ctx.standingOf?.(moment.seat);
  if (event.type === 'weaponForged' && standing)
    return translate(ctx.lang, 'ticker.forged', {
      seat: ctx.nameOf(event.seat),
      card: cardName(event.cardId, ctx.lang),
      n: standing.forgedCollections.length,
      max: FORGE_MASTERY_COLLECTIONS,
    });
  if (event.type === 'commissionCompleted' && standing)
    return translate(ctx.lang, 'ticker.commission', {
      seat: ctx.nameOf(event.seat),
      commission: cardName(event.commissionId, ctx.lang),
      n: standing.commissions,
      max: GUILD_PRESTIGE_COMMISSIONS,
    });
  return eventText(event, ctx, next);
}
