/**
 * Holds back what the server sends to one page for a moment (Playwright's WebSocket routing), so a
 * short-lived board state (a zone overheats during a bot's turn, and cools at the end of the round)
 * can be photographed on a frame that SwiftShader takes seconds to draw. Messages are delivered in
 * order on release; nothing is dropped or changed.
 */
import type { Page } from 'playwright-core';

export interface HeldFeed {
  hold(): void;
  release(): void;
  /** Messages from the server relayed to the page so far. */
  relayed(): number;
}

export async function holdableFeed(page: Page): Promise<HeldFeed> {
  let holding = false;
  let relayed = 0;
  const queue: (() => void)[] = [];
  await page.routeWebSocket(/^wss?:\/\//, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((m) => {
      const deliver = () => {
        relayed++;
        ws.send(m);
      };
      if (holding) queue.push(deliver);
      else deliver();
    });
    server.onClose((code, reason) => {
      const close = () => void ws.close({ code, reason });
      if (holding) queue.push(close);
      else close();
    });
  });
  return {
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const f of queue.splice(0)) f();
    },
    relayed: () => relayed,
  };
}
