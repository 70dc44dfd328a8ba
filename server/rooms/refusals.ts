/**
 * A table refusing a join or a creation: an expected answer, not a server fault. As a ServerError
 * Colyseus passes it to the client with the same code a plain Error gets (4216 on join, 4213 on
 * create) but does not print it as a server error with a stack.
 */
import { ErrorCode, ServerError } from '@colyseus/core';

export const joinRefused = (message: string): ServerError => new ServerError(ErrorCode.APPLICATION_ERROR, message);

export const createRefused = (message: string): ServerError => new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, message);
