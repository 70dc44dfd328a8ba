/**
 * A bot-controlled seat's move, for any game: its bot on that seat's own view (never the hidden state),
 * checked by the engine. Should the bot ever propose a refused move (or throw), the first legal action
 * is played instead, so a table can never stall on a bot.
 */
type Applied<State, Event> = { ok: true; state: State; events: Event[] } | { ok: false };

export interface BotEngine<State, Action, Event, View> {
  viewFor(state: State, seat: number): View;
  apply(state: State, seat: number, action: Action): Applied<State, Event>;
  legalActions(state: State, seat: number): Action[];
}

export interface BotMoveResult<State, Action, Event> {
  state: State;
  events: Event[];
  action: Action;
  rng: number;
}

export function botMoveWithFallback<State, Action, Event, View>(
  engine: BotEngine<State, Action, Event, View>,
  bot: (view: View, rng: number) => { action: Action; rng: number },
  state: State,
  seat: number,
  rng: number,
): BotMoveResult<State, Action, Event> | null {
  let nextRng = rng;
  try {
    const pick = bot(engine.viewFor(state, seat), rng);
    nextRng = pick.rng;
    const r = engine.apply(state, seat, pick.action);
    if (r.ok) return { state: r.state, events: r.events, action: pick.action, rng: nextRng };
  } catch {
    // fall through to the first legal action
  }
  for (const action of engine.legalActions(state, seat)) {
    const r = engine.apply(state, seat, action);
    if (r.ok) return { state: r.state, events: r.events, action, rng: nextRng };
  }
  return null;
}

/** Each seat's bot has its own generator, seeded from the bot seed (never the game secret) and the seat (never 0). */
export function botSeeds(seed: number, seatCount: number): number[] {
  return Array.from({ length: seatCount }, (_, seat) => Math.imul(seed ^ 0x9e3779b9, seat + 1) >>> 0 || 1);
}
