/**
 * Colyseus patch 5 (patches.ts): matchmaking calls answered by a route of ours before Colyseus (a
 * delayed joinById lands in a delayed room).
 * Checked against the versions in COLYSEUS_CHECKED_AGAINST (patches.ts): patches.test.ts fails when an
 * upgrade changes what it relies on.
 */
import { ErrorCode, matchMaker, ServerError } from '@colyseus/core';

/** What a route's promise resolves to when, having looked, it lets Colyseus answer the call after all. */
export const PASS_ROUTE = Symbol('pass to Colyseus');

/**
 * Answers a matchmaking call itself (a seat reservation, possibly in another room), or undefined to let
 * Colyseus do it (or a promise of PASS_ROUTE, when that takes a look first).
 */
export type MatchmakeRoute = (
  method: string,
  roomName: string,
  clientOptions: unknown,
  authOptions: unknown,
) => Promise<unknown> | undefined;

/**
 * Routes matchmaking calls before Colyseus handles them: `matchMaker.controller.invokeMethod` is what
 * the HTTP matchmaking route calls; colyseus.js connects to whatever room the returned reservation
 * names (`consumeSeatReservation` reads `response.room`), so a joinById may land in another room.
 * Errors keep Colyseus's shape ({ code, message } → the client's MatchMakeError). Installed once per
 * process for a given route; returns an undo (tests).
 */
const installedRoutes = new Set<MatchmakeRoute>();

export function routeMatchmaking(route: MatchmakeRoute): () => void {
  const controller = matchMaker.controller as unknown as { invokeMethod: (...args: unknown[]) => Promise<unknown> };
  // Once per process (the controller is a module singleton; several servers in one test process share it).
  if (installedRoutes.has(route)) return () => {};
  installedRoutes.add(route);
  const inner = controller.invokeMethod;
  controller.invokeMethod = async function (
    this: unknown,
    method: unknown,
    roomName: unknown,
    clientOptions: unknown = {},
    authOptions?: unknown,
  ) {
    const routed = route(String(method), String(roomName), clientOptions, authOptions);
    if (routed === undefined) return inner.call(this, method, roomName, clientOptions, authOptions);
    try {
      const answer = await routed;
      return answer === PASS_ROUTE ? await inner.call(this, method, roomName, clientOptions, authOptions) : answer;
    } catch (e) {
      const err = e as { code?: number; message?: string };
      throw new ServerError(err.code || ErrorCode.MATCHMAKE_UNHANDLED, err.message ?? String(e));
    }
  };
  return () => {
    controller.invokeMethod = inner;
    installedRoutes.delete(route);
  };
}
