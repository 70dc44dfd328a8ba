/**
 * The replay's "all hands" view: DWARF has no hands and nothing hidden from a seat that the public view
 * does not show (every stack is open; only the Mountain's order and the piles below their tops are
 * hidden, from everyone), and the HUD's player panels already show every participant's resources and
 * standings. So it renders nothing: a second copy of the panels beside the table would only repeat them.
 */
export function AllHands(): null {
  return null;
}
