/**
 * Colyseus patches 1, 6 and 8 (patches.ts): message dispatch a client cannot break, a patch tick that
 * skips the StateView walk in rooms without views, and a joining client's full state that no later
 * patch repeats.
 * Checked against the versions in COLYSEUS_CHECKED_AGAINST (patches.ts): patches.test.ts fails when an
 * upgrade changes what it relies on.
 */
import { ClientState, Protocol, Room, type Client } from '@colyseus/core';
// The msgpack decoder Colyseus itself uses for room messages (a dependency of @colyseus/core).
import { unpack } from '@colyseus/msgpackr';
import { decode } from '@colyseus/schema';

export interface MessageHandlerEntry {
  callback: (...args: unknown[]) => void;
}
export type MessageHandlers = Record<string, MessageHandlerEntry | undefined>;

/** Room's own handler table (`Room.onMessageHandlers`, a private member in 0.16). */
export function messageHandlersOf(room: Room): MessageHandlers {
  return (room as unknown as { onMessageHandlers: MessageHandlers }).onMessageHandlers;
}

/** What Room.broadcastPatch (0.16) reads and calls besides the serializer's applyPatches. */
interface PatchTickInternals {
  _serializer: { encoder?: { hasChanges: boolean } };
  _simulationInterval?: unknown;
  _dequeueAfterPatchMessages(): void;
  onBeforePatch?(state: unknown): void;
  clock: { tick(): void };
  state: unknown;
}

export abstract class HardenedRoom<S extends object> extends Room<S> {
  /**
   * Set by a room none of whose clients ever gets a StateView (a public audience room). Every patch
   * tick (patchRate, 20 a second) of a state type with @view fields, when nothing changed, still walks
   * every client for StateView changes in SchemaSerializer.applyPatches: for 500 spectators 10,000
   * checks a second for nothing. Such a room skips that walk when its encoder holds no change, and
   * does the rest of Room.broadcastPatch (the clock's tick, messages queued after the patch).
   */
  protected withoutStateViews = false;

  override broadcastPatch(): boolean {
    const room = this as unknown as PatchTickInternals;
    if (!this.withoutStateViews || room._serializer.encoder?.hasChanges !== false) return super.broadcastPatch();
    room.onBeforePatch?.(room.state);
    if (!room._simulationInterval) room.clock.tick();
    room._dequeueAfterPatchMessages();
    return false;
  }

  /**
   * A joining client's full state, with no change still waiting for the next patch. Colyseus sends a
   * joiner the full state (encodeAll, which includes the changes not yet patched) and then the next
   * patch (the same changes again). @colyseus/schema 3.0 applies an array's pending push twice when one
   * of the pushed items was then replaced: the joiner's list gains an item the server's does not have
   * (a DWARF spectator joining a restored table saw six per-seat counts at a five-seat table). So the
   * pending changes go first, as a patch to the clients already in (this one is still JOINING for it,
   * so it gets none), and the full state then holds nothing a later patch sends again.
   */
  protected override sendFullState(client: Client): void {
    const joining = client as { state: ClientState };
    const was = joining.state;
    joining.state = ClientState.JOINING;
    try {
      this.broadcastPatch();
    } finally {
      joining.state = was;
    }
    super.sendFullState(client);
  }

  /** Call first in onCreate, and register a "*" handler: every unknown type then goes there. */
  protected hardenMessageHandlers(): void {
    const handlers = messageHandlersOf(this as unknown as Room);
    Object.setPrototypeOf(handlers, null);
    delete handlers['__no_message_handler'];
  }

  /** Whether to look at this frame at all (false drops it undecoded). */
  protected admitFrame(_client: Client, _buffer: Buffer): boolean {
    return true;
  }

  /** A ROOM_DATA payload msgpack cannot decode: answer the sender (it is not disconnected). */
  protected abstract onUndecodableMessage(client: Client, type: string): void;
  /** Dispatch threw despite every guard: log it and answer the sender. */
  protected abstract onDispatchFailure(client: Client, error: unknown): void;

  /** Last line of defence: nothing a client sends may throw out of message dispatch or disconnect it. */
  protected override _onMessage(client: Client & Parameters<Room['_onMessage']>[0], buffer: Buffer): void {
    if (!this.admitFrame(client, buffer)) return; // e.g. a rate limit, before any decoding
    try {
      if (buffer?.[0] === Protocol.ROOM_DATA) this.dispatchRoomData(client, buffer);
      else super._onMessage(client, buffer);
    } catch (e) {
      this.onDispatchFailure(client, e);
    }
  }

  /** Colyseus's own ROOM_DATA dispatch (Room._onMessage, 0.16), with decoding failures answered instead of fatal. */
  private dispatchRoomData(client: Client, buffer: Buffer): void {
    if (client.state === ClientState.LEAVING) return;
    const it = { offset: 1 };
    const type: string | number = decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it);
    let message: unknown;
    try {
      message = buffer.byteLength > it.offset ? unpack(buffer.subarray(it.offset, buffer.byteLength)) : undefined;
    } catch {
      this.onUndecodableMessage(client, String(type).slice(0, 40));
      return;
    }
    const handlers = messageHandlersOf(this as unknown as Room);
    const handler = handlers[type];
    if (handler) handler.callback(client, message);
    else handlers['*']!.callback(client, type, message);
  }
}
