/**
 * Named one-shot timers of a room, on Node's own timers (the room clock only ticks with patches, too
 * coarse for bots at delay 0). Setting a name again replaces its timer; clearAll on dispose.
 * A callback that throws is logged, never rethrown: outside any handler it would be an uncaught
 * exception, and Colyseus shuts the whole server down on one (every table, not just this one).
 */
export class Timers {
  private readonly pending = new Map<string, NodeJS.Timeout>();

  set(name: string, ms: number, fn: () => void): void {
    this.clear(name);
    const t = setTimeout(
      () => {
        this.pending.delete(name);
        try {
          fn();
        } catch (e) {
          console.error(`timer "${name}" failed:`, e);
        }
      },
      Math.max(0, ms),
    );
    this.pending.set(name, t);
  }

  has(name: string): boolean {
    return this.pending.has(name);
  }

  clear(name: string): void {
    const t = this.pending.get(name);
    if (t) clearTimeout(t);
    this.pending.delete(name);
  }

  clearAll(): void {
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
  }
}
