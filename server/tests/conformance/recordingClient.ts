/**
 * A recording client of the leak check: everything its room receives, decoded as the client reads it
 * (the synced state at every patch, every message; events and histories through the game's wire), with
 * the game version each item stands for. With a seat it also plays its turns with the game's bot on its
 * own decoded view, once per version, as a person at that seat could.
 */
import type { Room } from 'colyseus.js';
import type { SeatIndex } from '../../../shared/platform/gameModule.js';
import type { Received } from '../../../shared/platform/conformance/leakAudit.js';
import type { DecodedAction, ServerSubject } from './serverSubject.js';

const asReceived = (type: string, m: DecodedAction): Received => ({
  kind: 'message',
  version: m.version,
  type,
  text: JSON.stringify(m),
  events: m.events,
});

export function recordRoom(room: Room, seat: SeatIndex | null, subject: ServerSubject): Received[] {
  const { module, wire } = subject;
  const got: Received[] = [];
  let known = -1;
  let acted = -1;
  let rng = 12345 + (seat ?? 9);
  room.onStateChange((s) => {
    const j = (s as { toJSON(): Record<string, unknown> }).toJSON();
    const view = wire.view(j, seat ?? 'spectator');
    known = view === null ? -1 : module.viewVersion(view);
    got.push({ kind: 'state', version: known, type: 'patch', text: JSON.stringify(j) });
    if (seat === null || view === null || j.status !== 'playing' || acted === known) return;
    const pick = module.botOnView(view, seat, rng);
    if (!pick) return;
    acted = known;
    rng = pick.rng;
    room.send('action', { version: known, action: pick.action });
  });
  room.onMessage('*', (type, raw) => {
    if (type === 'view') {
      // A public audience room's game, sent whole (on join, at the start): audited as state.
      const v = (raw as { view: unknown }).view;
      got.push({ kind: 'state', version: module.viewVersion(v), type: 'view', text: JSON.stringify(raw) });
      return;
    }
    if (type === 'history') {
      // One entry per action in it, audited at that action's version.
      const list = wire.history(raw);
      if (list.length === 0) throw new Error(`empty or undecodable history ${JSON.stringify(raw).slice(0, 200)}`);
      for (const m of list) got.push(asReceived('history', m));
      return;
    }
    if (type === 'events') {
      // Events travel in the game's compact wire form: audit what the client reads.
      const m = wire.events(raw);
      if (!m) throw new Error(`undecodable events message ${JSON.stringify(raw)}`);
      got.push(asReceived('events', m));
      return;
    }
    const version = (raw as { version?: unknown } | null)?.version;
    got.push({ kind: 'message', version: typeof version === 'number' ? version : known, type: String(type), text: JSON.stringify(raw) });
  });
  return got;
}

/** The items of a presence feed payload (live audience feed, delayed public stream) as received items. */
export function feedItems(payload: unknown, subject: ServerSubject): Received[] {
  const { module, wire } = subject;
  const item = payload as { view?: unknown; action?: { events: unknown }; history?: unknown[] };
  const out: Received[] = [];
  if (item.view) out.push({ kind: 'state', version: module.viewVersion(item.view), type: 'feed', text: JSON.stringify(item.view) });
  if (item.action) {
    const m = wire.events(item.action.events);
    if (!m) throw new Error(`undecodable feed events ${JSON.stringify(item.action.events)}`);
    out.push(asReceived('feed events', m));
  }
  for (const h of wire.history(item.history ?? [])) out.push(asReceived('feed history', h));
  return out;
}
