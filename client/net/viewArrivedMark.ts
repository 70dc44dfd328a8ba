/**
 * A performance mark set once per page, when the first synced game view is written to the store
 * (client/net/tableClient.ts): `npm run bench:client` times the first table frame from it.
 */
export const VIEW_ARRIVED_MARK = 'emberforge:view-arrived';
