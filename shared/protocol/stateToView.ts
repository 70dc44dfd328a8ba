/**
 * Pure decoding of the synced Colyseus state (as `room.state.toJSON()`) into the engine's GameView for
 * this client, and into the table info and seat meta of the store. No Colyseus import: plain JSON in.
 */
import type {
  CardId,
  GameView,
  Heat,
  MaterialCounts,
  Phase,
  PlayCard,
  PlayerColor,
  PlayerView,
  VictoryReason,
  Viewer,
  Zone,
  ZoneState,
} from '../index.js';
import { MATERIALS, ZONES } from '../index.js';
import type { SeatInfo, TableInfo } from './tableInfo.js';

type Json = Record<string, unknown>;
const obj = (x: unknown): Json => (typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Json) : {});
const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const num = (x: unknown, d = 0): number => (typeof x === 'number' && Number.isFinite(x) ? x : d);
const str = (x: unknown, d = ''): string => (typeof x === 'string' ? x : d);
const bool = (x: unknown): boolean => x === true;

function materials(x: unknown): MaterialCounts {
  const o = obj(x);
  const m = {} as MaterialCounts;
  for (const k of MATERIALS) m[k] = num(o[k]);
  return m;
}

/** The GameView this client may know, or null before the game starts. */
export function stateToView(state: unknown, viewer: Viewer): GameView | null {
  const root = obj(state);
  if (root.game === undefined || root.game === null) return null;
  const g = obj(root.game);
  const zonesJson = obj(g.zones);
  const zones = {} as Record<Zone, ZoneState>;
  for (const z of ZONES) {
    const zj = obj(zonesJson[z]);
    zones[z] = { embers: arr(zj.embers).map((s) => num(s)), heat: str(zj.heat, 'none') as Heat, heatRound: num(zj.heatRound) };
  }
  const players: PlayerView[] = arr(g.players).map((pj, i) => {
    const p = obj(pj);
    const seat = num(p.seat, i);
    const own = viewer !== 'spectator' && viewer === seat;
    return {
      seat,
      name: str(p.name),
      color: str(p.color) as PlayerColor,
      play: arr(p.play).map((cj): PlayCard => {
        const c = obj(cj);
        return { id: str(c.id), forged: bool(c.forged), paid: materials(c.paid) };
      }),
      materials: materials(p.materials),
      commissionTokens: num(p.commissionTokens),
      resolvedZones: arr(p.resolvedZones).map((z) => str(z) as Zone),
      handCount: num(p.handCount),
      hand: own ? arr(p.hand).map((c) => str(obj(c).id) as CardId) : null,
    };
  });
  const winnerSeats = arr(g.winnerSeats).map((s) => num(s));
  const resolvingZone = str(g.resolvingZone);
  return {
    viewer,
    version: num(g.version),
    playerCount: num(g.playerCount),
    roundLimit: num(g.roundLimit),
    round: num(g.round),
    phase: str(g.phase, 'placement') as Phase,
    forgemaster: num(g.forgemaster),
    activeSeat: num(g.activeSeat),
    turnIndex: num(g.turnIndex),
    placedThisTurn: num(g.placedThisTurn),
    zones,
    discard: arr(g.discard).map((c) => str(c)),
    commissions: arr(g.commissions).map((c) => (str(c) === '' ? null : str(c))),
    supply: materials(g.supply),
    resolving: resolvingZone ? { zone: resolvingZone as Zone, remaining: num(g.resolvingRemaining) } : null,
    winner: winnerSeats.length > 0 ? { seats: winnerSeats, reason: str(g.winnerReason) as VictoryReason } : null,
    deckCount: num(g.deckCount),
    boxCount: num(g.boxCount),
    players,
  };
}

export function stateToSeats(state: unknown): SeatInfo[] {
  return arr(obj(state).seats).map((sj, i) => {
    const s = obj(sj);
    return {
      seat: num(s.seat, i),
      kind: (['empty', 'human', 'bot'].includes(str(s.kind)) ? str(s.kind) : 'empty') as SeatInfo['kind'],
      name: str(s.name),
      color: str(s.color),
      connected: bool(s.connected),
      botControlled: bool(s.botControlled),
      abandoned: bool(s.abandoned),
    };
  });
}

export function stateToTable(state: unknown, id: string, isHost: boolean): TableInfo {
  const root = obj(state);
  const o = obj(root.options);
  const status = str(root.status, 'lobby');
  return {
    id,
    name: str(o.name),
    status: (status === 'playing' || status === 'ended' ? status : 'lobby') as TableInfo['status'],
    seatCount: num(o.seatCount),
    roundLimit: num(o.roundLimit),
    turnSeconds: num(o.turnSeconds),
    spectatorsAllowed: bool(o.spectatorsAllowed),
    isPrivate: bool(o.isPrivate),
    botDelayMs: num(o.botDelayMs),
    graceSeconds: num(o.graceSeconds),
    hostSeat: num(root.hostSeat, -1),
    isHost,
    turnDeadline: num(root.turnDeadline),
  };
}

export function spectatorCountOf(state: unknown): number {
  return num(obj(state).spectatorCount);
}
