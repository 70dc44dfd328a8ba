/** Rebuilds any game from its config and action log (the seed makes it exact), with its own create and apply. */
type Applied<State> = { ok: true; state: State } | { ok: false; error: { message: string } };

/** Throws if an entry of the log is refused (the log does not belong to this config). */
export function replayLog<Config, State, Action extends { type: string }>(
  create: (config: Config) => State,
  apply: (state: State, seat: number, action: Action) => Applied<State>,
  config: Config,
  log: readonly { seat: number; action: Action }[],
): State {
  let state = create(config);
  for (let i = 0; i < log.length; i++) {
    const { seat, action } = log[i]!;
    const r = apply(state, seat, action);
    if (!r.ok) throw new Error(`Replay: entry ${i} (${action.type} by seat ${seat}) was refused: ${r.error.message}`);
    state = r.state;
  }
  return state;
}
