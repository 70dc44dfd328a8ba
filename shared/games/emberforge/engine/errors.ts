/** Typed refusals of the engine: an illegal action returns one of these and changes nothing. */

export const ERROR_CODES = [
  'invalid_action', // the JSON does not match the action schema
  'game_over',
  'not_your_turn',
  'wrong_phase',
  'stale_version', // sent against an older version of the state (checked by the server)
  'no_embers_left',
  'zone_locked',
  'zone_resolved',
  'no_embers_in_zone',
  'zone_in_progress', // another zone is being resolved ember by ember
  'too_many_choices', // more uses/payments/tokens than embers
  'card_not_in_hand',
  'card_not_in_play',
  'card_not_forged',
  'card_already_forged',
  'not_in_offer',
  'not_in_supply',
  'invalid_payment',
  'no_matching_commission',
  'invalid_choice', // an ability's choice is missing or impossible
  'not_a_player', // spectators and unknown seats (server)
  'rate_limited', // server
  'payload_too_large', // server
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface EngineError {
  code: ErrorCode;
  message: string;
}
