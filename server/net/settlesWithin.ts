/**
 * Whether `p` settles within `ms`: what waits for the previous run's tables to be restored, and gives
 * up past a bound (the matchmaking guard, GET /api/tables/:id). The timer does not hold the process open.
 */
export function settlesWithin(p: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  return Promise.race([p.then(() => true), late]).finally(() => clearTimeout(timer));
}
