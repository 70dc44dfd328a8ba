/**
 * Every move of the game as a discriminated union, and the one runtime schema (zod) that the server
 * and the client use to check untrusted JSON. The acting seat is never part of an action: the
 * server supplies it from the connection.
 */
import { z } from 'zod';
import { COMMISSION_SLOTS, MATERIALS, ZONES } from './constants.js';
import { parseGameAction, type ParsedAction } from '../../../platform/parseGameAction.js';

const zone = z.enum(ZONES);
const material = z.enum(MATERIALS);
const cardId = z.string().min(1).max(16);

export const abilityChoiceSchema = z
  .object({
    materials: z.array(material).max(8).optional(),
    zone: zone.optional(),
    fromZone: zone.optional(),
    toZone: zone.optional(),
    cardId: cardId.optional(),
    give: material.optional(),
    get: material.optional(),
    slot: z
      .number()
      .int()
      .min(0)
      .max(COMMISSION_SLOTS - 1)
      .optional(),
    material: material.optional(),
  })
  .strict();

export const runeUseSchema = z.discriminatedUnion('mode', [
  /** Forged Power: resolve the ability of one of your upright weapons. */
  z.object({ mode: z.literal('forged'), cardId, choice: abilityChoiceSchema.optional() }).strict(),
  /** Ephemeral Magic: discard a card from your hand and resolve its ability. */
  z.object({ mode: z.literal('ephemeral'), cardId, choice: abilityChoiceSchema.optional() }).strict(),
]);

export const gildarPickSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('draw') }).strict(),
  /** Deliver the upright weapon `cardId` to the commission in `slot`; take 2 materials of your choice. */
  z
    .object({
      kind: z.literal('commission'),
      cardId,
      slot: z
        .number()
        .int()
        .min(0)
        .max(COMMISSION_SLOTS - 1),
      materials: z.tuple([material, material]),
    })
    .strict(),
]);

export const paymentSchema = z.object({ cardId, material }).strict();

export const actionSchema = z.discriminatedUnion('type', [
  /** Placement: put one ember on a zone (placing the third ends the turn). */
  z.object({ type: z.literal('placeEmber'), zone }).strict(),
  /** Placement: end the placement turn (0 to 2 embers left unplaced). */
  z.object({ type: z.literal('endPlacement') }).strict(),
  /** Activation, Ignar in one step: discard these cards, take these tokens from the offer (≤ E). */
  z
    .object({
      type: z.literal('ignar'),
      discard: z.array(cardId).max(60),
      take: z.array(material).max(12),
    })
    .strict(),
  /** Activation, Durgaz in one step: each payment costs one ember (≤ E). */
  z.object({ type: z.literal('durgaz'), payments: z.array(paymentSchema).max(12) }).strict(),
  /** Activation, Runarium, one ember: starts the zone if needed, closes it when its embers run out. */
  z.object({ type: z.literal('rune'), use: runeUseSchema }).strict(),
  /** Activation, Gildar, one ember. */
  z.object({ type: z.literal('gildar'), pick: gildarPickSchema }).strict(),
  /** Activation: stop using the zone being resolved ember by ember (its other embers do nothing). */
  z.object({ type: z.literal('closeZone') }).strict(),
  /** Activation: end your activation turn (unresolved zones do nothing). */
  z.object({ type: z.literal('endTurn') }).strict(),
]);

export type Action = z.infer<typeof actionSchema>;
export type ActionType = Action['type'];
export type RuneUse = z.infer<typeof runeUseSchema>;
export type GildarPick = z.infer<typeof gildarPickSchema>;
export type Payment = z.infer<typeof paymentSchema>;

/** Parses untrusted JSON into an Action, or explains what is wrong with it. */
export function parseAction(input: unknown): ParsedAction<Action> {
  return parseGameAction(actionSchema, input);
}
