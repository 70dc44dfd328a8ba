/**
 * Where the table's state goes among released items' messages (AudienceRoom.sendReleased). A room that
 * mirrors the game sends its state first: the patch holds the game as of the last item. A room that
 * sends the game as messages changes its state only with the table's meta (status, seats, counts), and
 * the state already holds the last item's meta: its patch goes just before the messages of the last
 * item that carries one, as live (a game's end goes out with its last action's events). Before it, a
 * batch's earlier actions; never the end before them.
 * Returns the index of the item the patch goes before, or -1 for no patch.
 */
export function patchPlace(items: readonly { meta?: unknown }[], gameInState: boolean): number {
  if (items.length === 0) return -1;
  if (gameInState) return 0;
  for (let k = items.length - 1; k >= 0; k--) if (items[k]!.meta) return k;
  return -1;
}
