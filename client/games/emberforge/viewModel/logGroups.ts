/**
 * The game log grouped by turn (round, phase, whose turn), with a player's ember placements merged
 * into one line and the big moments (the game's headline moments: client/games/emberforge/moments.ts)
 * flagged so that older turns can fold their small lines away and keep only those. Pure.
 */
import type { GameEvent, Phase, Seat, Zone } from '../../../../shared/games/emberforge/index.js';
import { MAX_PLAYERS } from '../../../../shared/games/emberforge/engine/constants.js';
import { momentsOf, type EmberforgeMoment } from '../moments.js';
import { translate, zoneName } from '../i18n/index.js';
import type { LoggedEvent, LoggedNotice } from '../state/gameStore.js';
import { endsGame, eventText, type LogContext } from './logText.js';

/** Big moments (headlines) stay visible when a turn folds; a turn-clock timeout too (everyone is told). */
export type MomentKind = EmberforgeMoment['kind'] | 'timeout';

export interface LogLine {
  id: number;
  text: string;
  seat: Seat | null;
  moment: MomentKind | null;
}

export interface LogGroup {
  key: string;
  round: number | null;
  phase: Phase | null;
  seat: Seat | null;
  lines: LogLine[];
}

/** The kind of an event's headline moment, if it makes one. */
function headlineOf(event: GameEvent): MomentKind | null {
  return momentsOf(event).find((m) => m.headline)?.kind ?? null;
}

function placementText(seat: Seat, zones: Zone[], ctx: LogContext): string {
  const counts = new Map<Zone, number>();
  for (const z of zones) counts.set(z, (counts.get(z) ?? 0) + 1);
  const list = [...counts].map(([z, n]) => (n > 1 ? `${zoneName(z, ctx.lang)} ×${n}` : zoneName(z, ctx.lang))).join(', ');
  return translate(ctx.lang, 'log.embersPlaced', { seat: ctx.nameOf(seat), n: zones.length, zones: list });
}

function noticeLine(n: LoggedNotice, ctx: LogContext): LogLine {
  const key = n.away ? 'log.turnTimedOutAway' : 'log.turnTimedOut';
  return { id: n.id, text: translate(ctx.lang, key, { seat: ctx.nameOf(n.seat), n: n.missed }), seat: n.seat, moment: 'timeout' };
}

/**
 * Each event's words, kept with the event object while the language and the players' names stay the
 * same: the log is grouped again on every move, and only the newest events need new words.
 */
const wordsOf = new WeakMap<GameEvent, { key: string; text: string | null }>();

function cachedEventText(event: GameEvent, ctx: LogContext, key: string, next: GameEvent | undefined): string | null {
  // A round's end reads differently when the game's end follows it (logText's endsGame).
  const fullKey = endsGame(event, next) ? `${key}\u0000end` : key;
  const known = wordsOf.get(event);
  if (known && known.key === fullKey) return known.text;
  const text = eventText(event, ctx, next);
  wordsOf.set(event, { key: fullKey, text });
  return text;
}

const SEATS: readonly Seat[] = Array.from({ length: MAX_PLAYERS }, (_, seat) => seat);

/** Where the game stands now, for the log's first turn when no event before it says so. */
export interface LogNow {
  round: number;
  phase: Phase;
}

/**
 * The round, phase and seat of the log's first lines. The game's first turn starts with no event (the
 * game is set up, not played into it), and a log that was cut keeps no turn start before its first
 * lines: the first phase start says which phase came before it, or, with none in the log, the game's
 * current one; the seat is the one of the first line that has one (a turn ends at the next turn start).
 */
function firstTurnOf(
  log: readonly LoggedEvent[],
  now: LogNow | undefined,
): { round: number | null; phase: Phase | null; seat: Seat | null } {
  let seat: Seat | null = null;
  for (const { event } of log) {
    if (event.type === 'turnStarted' || event.type === 'phaseStarted') break;
    if ('seat' in event && seat === null) seat = event.seat;
  }
  const next = log.find((e) => e.event.type === 'phaseStarted' && e.event.phase !== 'ended')?.event;
  if (next?.type === 'phaseStarted') {
    if (next.phase === 'activation') return { round: next.round, phase: 'placement', seat };
    return next.round > 1 ? { round: next.round - 1, phase: 'activation', seat } : { round: null, phase: null, seat: null };
  }
  if (!now) return { round: null, phase: null, seat: null };
  return { round: now.round, phase: now.phase === 'ended' ? null : now.phase, seat };
}

/** The log in turns; `notices` (turn-clock timeouts) go in after the event they followed. */
export function groupLog(log: readonly LoggedEvent[], ctx: LogContext, notices: readonly LoggedNotice[] = [], now?: LogNow): LogGroup[] {
  const groups: LogGroup[] = [];
  let { round, phase, seat } = firstTurnOf(log, now);
  let placing: { seat: Seat; zones: Zone[]; line: LogLine } | null = null;
  const current = (): LogGroup => {
    const key = `${round ?? '?'}-${phase ?? '?'}-${seat ?? '-'}`;
    let g = groups[groups.length - 1];
    if (!g || g.key !== key) {
      g = { key, round, phase, seat, lines: [] };
      groups.push(g);
    }
    return g;
  };
  const wordsKey = [ctx.lang, ...SEATS.map((s) => ctx.nameOf(s))].join('\u0000');
  let next = 0;
  const noticesBefore = (id: number) => {
    for (; next < notices.length && notices[next]!.afterId < id; next++) current().lines.push(noticeLine(notices[next]!, ctx));
  };
  for (let i = 0; i < log.length; i++) {
    const { id, event } = log[i]!;
    noticesBefore(id);
    if (event.type === 'phaseStarted') {
      if (event.phase !== 'ended') {
        round = event.round;
        phase = event.phase;
        seat = null;
      }
      placing = null;
      continue;
    }
    if (event.type === 'turnStarted') {
      seat = event.seat;
      phase = event.phase;
      placing = null;
      continue;
    }
    if (event.type === 'roundEnded') seat = null;
    if (event.type === 'emberPlaced') {
      if (placing && placing.seat === event.seat && current().lines.at(-1) === placing.line) {
        placing.zones.push(event.zone);
        placing.line.text = placementText(event.seat, placing.zones, ctx);
        continue;
      }
      const line: LogLine = { id, text: placementText(event.seat, [event.zone], ctx), seat: event.seat, moment: null };
      placing = { seat: event.seat, zones: [event.zone], line };
      current().lines.push(line);
      continue;
    }
    const text = cachedEventText(event, ctx, wordsKey, log[i + 1]?.event);
    if (text === null) continue;
    current().lines.push({ id, text, seat: 'seat' in event ? event.seat : null, moment: headlineOf(event) });
  }
  noticesBefore(Infinity);
  return groups.filter((g) => g.lines.length > 0);
}
