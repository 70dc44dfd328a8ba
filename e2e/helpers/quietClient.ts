import { Client, type Room } from 'colyseus.js';

/** A colyseus.js client whose rooms take every message type (the scripted players read none). */
export class QuietClient extends Client {
  protected override createRoom<T>(...args: Parameters<Client['createRoom']>): Room<T> {
    const room = super.createRoom<T>(...(args as [string]));
    room.onMessage('*', () => {});
    return room;
  }
}
