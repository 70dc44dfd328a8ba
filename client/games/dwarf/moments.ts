/**
 * DWARF's events as moments (client/platform/moments.ts): the one place that says which events make a
 * ticker line, a headline, a sound, a director shot, a change of where play is, or a replay marker, and
 * the moments' words. Pure.
 *
 * An event makes at most one moment; most make none (bookkeeping the log alone tells). A moment needs
 * no more than its event, with one exception the event cannot tell: whether a participant is the solo
 * automa. Its placements and Calls for Help are moments of their own kinds ('placed', 'help'); the
 * automa's are headlines and ticker lines (`isAutomaMove`, asked with the view's participants).
 *
 * Director zones (scene/cameraPresets.ts, zonePoseFor, places the camera): `pos:<n>` a mine position, `pile:<n>` a
 * Special pile, `mine:<m>` a whole mine (its Mountain ran out); a participant's area is a `seat` shot of its index
 * (the automa's too: its index is the seat count).
 */
import { ARTEFACTS_TO_END, type CardId, type GameEvent, type Who } from '../../../shared/games/dwarf/index.js';
import { cardOf } from '../../../shared/games/dwarf/cards/cardLookup.js';
import type { SoundName } from '../../audio/soundUrls.js';
import { CAMERA_PRIORITY, type Moment } from '../../platform/moments.js';
import type { Lang } from '../../state/uiStore.js';
import { translate } from './audienceWords/index.js';

export type DwarfMomentKind =
  'round' | 'placed' | 'help' | 'special' | 'defended' | 'attacked' | 'raid' | 'forged' | 'mountainEmpty' | 'victory';

/** The replay timeline's markers (issue 40: rounds, defences, artefacts; the Special Actions and the end). */
export type DwarfMarkerKind = 'round' | 'defence' | 'attack' | 'artefact' | 'special' | 'victory';

/** A director zone: a mine position, a Special pile, a whole mine. */
export type DwarfZone = `pos:${number}` | `pile:${number}` | `mine:${number}`;

export interface DwarfMoment extends Moment<DwarfZone> {
  kind: DwarfMomentKind;
  sound?: SoundName;
  marker?: { kind: DwarfMarkerKind; seat: Who | null };
  /** The event it comes from (its words). */
  event: GameEvent;
}

/** How much each shot matters to the director, between where play is (stage) and the victory (final). */
export const SHOT_PRIORITY = {
  defence: CAMERA_PRIORITY.stage + 10,
  attack: CAMERA_PRIORITY.stage + 15,
  special: CAMERA_PRIORITY.stage + 20,
  forge: CAMERA_PRIORITY.stage + 30,
  mountain: CAMERA_PRIORITY.stage + 40,
  victory: CAMERA_PRIORITY.final,
} as const;

/** The solo automa's index (it plays only at a table of one seat, after it). */
const SOLO_AUTOMA: Who = 1;

const NONE: readonly DwarfMoment[] = [];

/** The moments of one event (DWARF's events hide nothing: every viewer's are the same). */
export function momentsOf(event: GameEvent): readonly DwarfMoment[] {
  const m = momentOf(event);
  return m ? [m] : NONE;
}

function momentOf(event: GameEvent): DwarfMoment | null {
  switch (event.type) {
    case 'roundStarted':
      return { kind: 'round', seat: null, ticker: true, stage: { leave: 'any' }, marker: { kind: 'round', seat: null }, event };
    case 'workerPlaced':
      return { kind: 'placed', seat: event.who, sound: 'ember', event };
    case 'helpCalled':
      // A seat's Call is the log's (at 4-5 seats they come in runs); the automa's is a ticker line (isAutomaMove).
      return { kind: 'help', seat: event.who, sound: 'ember', event };
    case 'specialTaken':
      return {
        kind: 'special',
        seat: event.who,
        ticker: true,
        headline: true,
        sound: 'commission',
        camera: { shot: { kind: 'zone', zone: `pile:${event.pile}`, why: 'special' }, priority: SHOT_PRIORITY.special },
        marker: { kind: 'special', seat: event.who },
        event,
      };
    case 'monsterDefeated':
      return {
        kind: 'defended',
        seat: event.who,
        ticker: true,
        headline: true,
        sound: 'commission',
        camera: { shot: { kind: 'zone', zone: `pos:${event.pos}`, why: 'defence' }, priority: SHOT_PRIORITY.defence },
        marker: { kind: 'defence', seat: event.who },
        event,
      };
    case 'monsterAttacked':
      return {
        kind: 'attacked',
        seat: null,
        ticker: true,
        headline: true,
        sound: 'overheat',
        camera: { shot: { kind: 'zone', zone: `pos:${event.pos}`, why: 'attack' }, priority: SHOT_PRIORITY.attack },
        marker: { kind: 'attack', seat: null },
        event,
      };
    case 'forgesBlocked':
      // The Orc Raiders' attack line already says it: a headline for the log, no second ticker line.
      return { kind: 'raid', seat: null, headline: true, event };
    case 'resources':
      if ((event.change.artefacts ?? 0) <= 0) return null;
      return {
        kind: 'forged',
        seat: event.who,
        ticker: true,
        headline: true,
        sound: 'forge',
        camera: { shot: { kind: 'seat', seat: event.who, why: 'forge' }, priority: SHOT_PRIORITY.forge },
        marker: { kind: 'artefact', seat: event.who },
        event,
      };
    case 'mountainEmpty':
      return {
        kind: 'mountainEmpty',
        seat: null,
        ticker: true,
        headline: true,
        sound: 'overheat',
        camera: { shot: { kind: 'zone', zone: `mine:${event.mine}`, why: 'mountain' }, priority: SHOT_PRIORITY.mountain },
        event,
      };
    case 'gameEnded': {
      const seats = event.automaWins ? [...event.winners, SOLO_AUTOMA] : event.winners;
      return {
        kind: 'victory',
        seat: null,
        ticker: true,
        headline: true,
        sound: 'victory',
        camera: { shot: { kind: 'victory', seats }, priority: SHOT_PRIORITY.victory },
        marker: { kind: 'victory', seat: seats[0] ?? null },
        stage: { leave: 'any' },
        event,
      };
    }
    default:
      return null;
  }
}

/** Whether a moment is one of the solo automa's moves (a placement or a Call for Help): a headline and a ticker line. */
export function isAutomaMove(moment: DwarfMoment, players: readonly { automa: boolean }[]): boolean {
  return (moment.kind === 'placed' || moment.kind === 'help') && moment.seat !== null && players[moment.seat]?.automa === true;
}

/** A card's name: a Special card's worker side when it is taken, else the face that lies in the mine. */
export function cardName(id: CardId, lang: Lang, side: 'mine' | 'worker' = 'mine'): string {
  const c = cardOf(id);
  return (side === 'worker' && c.kind === 'special' ? c.worker.name : c.face.name)[lang];
}

export interface MomentWordsContext {
  lang: Lang;
  /** A participant's name (the automa's too). */
  nameOf: (who: Who) => string;
  /** The card on top of a position now (the automa's placements name it), if known. */
  cardAt?: (pos: number) => CardId | undefined;
  /** A participant's artefacts just after the moment (absent: the words give no figures). */
  artefactsAfter?: number;
  /** The card a forging worked (the event before it), if known: a Special card's worker side when it worked from no position. */
  forgedCard?: { card: CardId; side: 'mine' | 'worker' };
}

/** A moment in words, or null for moments with no line of their own. */
export function momentWords(moment: DwarfMoment, ctx: MomentWordsContext): string | null {
  const { event } = moment;
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate(ctx.lang, key, params);
  switch (event.type) {
    case 'roundStarted':
      return t('dwarfTicker.round', { round: event.round, name: ctx.nameOf(event.firstPlayer) });
    case 'workerPlaced': {
      const card = ctx.cardAt?.(event.pos);
      return card ? t('dwarfTicker.placed', { name: ctx.nameOf(event.who), card: cardName(card, ctx.lang) }) : null;
    }
    case 'helpCalled':
      return t('dwarfTicker.help', { name: ctx.nameOf(event.who), n: event.workers });
    case 'specialTaken':
      return t('dwarfTicker.special', { name: ctx.nameOf(event.who), card: cardName(event.card, ctx.lang, 'worker') });
    case 'monsterDefeated':
      return t('dwarfTicker.defended', { name: ctx.nameOf(event.who), card: cardName(event.card, ctx.lang) });
    case 'monsterAttacked': {
      const effect = cardOf(event.card).face.effect;
      const monster = effect.kind === 'monster' ? effect.monster : 'brawlers';
      return t('dwarfTicker.attacked', { card: cardName(event.card, ctx.lang), effect: t(`dwarfAttack.${monster}`) });
    }
    case 'resources': {
      if (moment.kind !== 'forged') return null;
      const name = ctx.nameOf(event.who);
      const card = ctx.forgedCard ? cardName(ctx.forgedCard.card, ctx.lang, ctx.forgedCard.side) : null;
      const n = ctx.artefactsAfter;
      if (n === undefined) return card ? t('dwarfTicker.forgedNoCount', { name, card }) : t('dwarfTicker.forgedNoCard', { name });
      return card
        ? t('dwarfTicker.forged', { name, card, n, max: ARTEFACTS_TO_END })
        : t('dwarfTicker.forgedAnyCard', { name, n, max: ARTEFACTS_TO_END });
    }
    case 'mountainEmpty':
      return t('dwarfTicker.mountainEmpty');
    case 'gameEnded': {
      const seats = event.automaWins ? [...event.winners, SOLO_AUTOMA] : event.winners;
      const names = seats.map(ctx.nameOf).join(' · ');
      return t('dwarfTicker.won', { names, count: seats.length, reason: t(`victoryShort.dwarf.${event.decidedBy}`) });
    }
    default:
      return null;
  }
}
