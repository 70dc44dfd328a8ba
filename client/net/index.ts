/** The browser side of the protocol: see tableClient.ts and docs/PROTOCOL.md. */
export {
  addBots,
  canReconnect,
  castTable,
  configureNet,
  createTable,
  findTable,
  currentRoom,
  joinSeat,
  leave,
  listTables,
  reclaimSeat,
  rememberSeatKey,
  returnToSeat,
  removeBot,
  resume,
  sendAction,
  spectate,
  start,
  watchDelayed,
  type SeatChoice,
} from './tableClient.js';
export { stateToTable, stateToSeats } from '../../shared/protocol/stateToView.js';
export { TableJoinError, TABLE_GONE_MESSAGE } from './joinErrors.js';
export { Superseded } from './joinAndReconnect.js';
export type { CreateTableOptions, ErrorMessage, EventsMessage, TableListing, WelcomeMessage } from '../../shared/protocol/protocol.js';
