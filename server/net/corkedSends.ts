/**
 * One socket write per client for several frames. ws writes every frame to the TCP socket at once
 * (a `writev` syscall each); after an action the room sends each client the state patch and then the
 * `events` message, and with many spectators those kernel writes were most of the server's CPU.
 * Corking every client's socket while the frames are queued makes them leave in one write.
 *
 * Only @colyseus/ws-transport clients have a socket here (`client.ref` is the `ws` WebSocket, whose
 * net.Socket is `_socket`); other clients are sent to as usual. The sockets are always uncorked, also
 * when `send` throws, so no client is ever left corked.
 */
import type { Client } from '@colyseus/core';

interface Corkable {
  cork(): void;
  uncork(): void;
}

function socketOf(client: Client): Corkable | null {
  const s = (client.ref as { _socket?: Partial<Corkable> } | undefined)?._socket;
  return s && typeof s.cork === 'function' && typeof s.uncork === 'function' ? (s as Corkable) : null;
}

export function withCorkedSockets<T>(clients: Iterable<Client>, send: () => T): T {
  const corked: Corkable[] = [];
  try {
    for (const c of clients) {
      const s = socketOf(c);
      if (!s) continue;
      s.cork();
      corked.push(s);
    }
    return send();
  } finally {
    for (const s of corked) {
      try {
        s.uncork();
      } catch (e) {
        console.error('uncork failed:', e); // a broken socket must not keep the others corked
      }
    }
  }
}
