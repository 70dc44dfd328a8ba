/** A seat key's shape (no zod here: the lobby's initial JavaScript imports it through client/lobby/url.ts). */

/** A seat key: 32 random bytes in base64url (43 characters). */
export const SEAT_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
