/** Typed refusals of the engine: an illegal action returns one of these and changes nothing. */
export const ERROR_CODES = [
  'invalid_action',
  'not_a_player',
  'game_over',
  'not_your_turn',
  'wrong_phase',
  'no_such_position',
  'position_taken',
  'no_such_pile',
  'pile_empty',
  'workers_needed', // both base workers must be unplaced to commit them to a Special Action
  'not_enough_iron',
  'special_cap', // solo: at most 3 Special Actions
  'no_such_item',
  'cannot_pay',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface EngineError {
  code: ErrorCode;
  message: string;
}

export function fail(code: ErrorCode, message: string): EngineError {
  return { code, message };
}
