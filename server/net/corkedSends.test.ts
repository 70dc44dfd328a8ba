import type { Client } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { withCorkedSockets } from './corkedSends.js';

/** A client whose ws socket records cork depth and what was written while corked. */
function fakeClient() {
  const socket = { depth: 0, flushes: [] as string[][], pending: [] as string[] };
  const client = {
    ref: {
      _socket: {
        cork: () => void socket.depth++,
        uncork: () => {
          socket.depth--;
          if (socket.depth === 0 && socket.pending.length) socket.flushes.push(socket.pending.splice(0));
        },
      },
    },
    send: (frame: string) => {
      socket.pending.push(frame);
      if (socket.depth === 0) socket.flushes.push(socket.pending.splice(0));
    },
  };
  return { client, socket };
}

describe('withCorkedSockets', () => {
  it('sends every client its frames in one flush', () => {
    const a = fakeClient();
    const b = fakeClient();
    const result = withCorkedSockets([a.client, b.client] as unknown as Client[], () => {
      for (const f of ['patch', 'events']) for (const c of [a.client, b.client]) c.send(f);
      return 42;
    });
    expect(result).toBe(42);
    expect(a.socket.flushes).toEqual([['patch', 'events']]);
    expect(b.socket.flushes).toEqual([['patch', 'events']]);
  });

  it('never leaves a socket corked when sending throws', () => {
    const a = fakeClient();
    expect(() =>
      withCorkedSockets([a.client] as unknown as Client[], () => {
        a.client.send('patch');
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(a.socket.depth).toBe(0);
    expect(a.socket.flushes).toEqual([['patch']]);
  });

  it('sends to clients without a ws socket as usual', () => {
    const bare = { ref: {} } as unknown as Client;
    const a = fakeClient();
    expect(withCorkedSockets([bare, a.client] as unknown as Client[], () => 'ok')).toBe('ok');
    expect(a.socket.depth).toBe(0);
  });
});
