/** The audience bench's child processes: forked with tsx, asked one command at a time. */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export class Proc<Cmd, Ev extends { ev: string }> {
  readonly child: ChildProcess;
  private queue: Ev[] = [];
  private waiter: ((e: Ev) => void) | null = null;
  /** Events not answering a command (the server's accepted actions). */
  onEvent: ((e: Ev) => boolean) | null = null;

  constructor(file: string, env: Record<string, string> = {}, execArgv: string[] = []) {
    this.child = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
      execArgv: ['--import', 'tsx', ...execArgv],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (e: Ev) => {
      if (this.onEvent?.(e)) return;
      if (e.ev === 'accepted') return; // an action after its phase ended (a bot still playing): not an answer
      if (this.waiter) {
        const w = this.waiter;
        this.waiter = null;
        w(e);
      } else this.queue.push(e);
    });
  }

  next(timeoutMs = 300_000): Promise<Ev> {
    const q = this.queue.shift();
    if (q) return Promise.resolve(q);
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
      this.waiter = (e) => {
        clearTimeout(t);
        resolve(e);
      };
    });
  }

  async ask(cmd: Cmd, timeoutMs?: number): Promise<Ev> {
    this.child.send(cmd as object);
    const e = await this.next(timeoutMs);
    if (e.ev === 'error') throw new Error((e as unknown as { message: string }).message);
    return e;
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}
