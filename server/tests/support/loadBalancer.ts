/**
 * A plain HTTP load balancer for tests of several server processes: every HTTP request (the API,
 * Colyseus's matchmaking) goes to the next live process in turn; a process that refuses the
 * connection is skipped from then on (what a real balancer's health check does). No websockets and
 * no stickiness: a seat reservation names the process that holds the room (its public address) and
 * colyseus.js connects there directly.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoadBalancer {
  http: string;
  ws: string;
  /** How many requests each backend answered. */
  served: Map<string, number>;
  close(): Promise<void>;
}

export async function startLoadBalancer(backends: { host: string; port: number }[]): Promise<LoadBalancer> {
  const down = new Set<number>();
  const served = new Map<string, number>();
  let turn = 0;
  const forward = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, tries: number): void => {
    const live = backends.map((_, i) => i).filter((i) => !down.has(i));
    if (live.length === 0 || tries > backends.length) {
      res.writeHead(502).end('no live backend');
      return;
    }
    const i = live[turn++ % live.length]!;
    const b = backends[i]!;
    const out = http.request({ host: b.host, port: b.port, method: req.method, path: req.url, headers: req.headers }, (r) => {
      served.set(`${b.host}:${b.port}`, (served.get(`${b.host}:${b.port}`) ?? 0) + 1);
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    out.once('error', () => {
      down.add(i); // connection refused: that process is gone
      forward(req, body, res, tries + 1);
    });
    out.end(body);
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    http: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}`,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
