/**
 * Pairs each `action` sent to the room with the server's answer. The server answers every action
 * message, in order, with `accepted` or with an `error` whose `refused` is `action`; a link that
 * closes answers nothing more, so whatever still waits then ends as refused.
 */
import type { ActionAnswer } from '../state/gameStore.js';

export class ActionAnswers {
  private waiting: ((answer: ActionAnswer) => void)[] = [];

  /** Called as an action goes out: resolves with its answer. */
  expect(): Promise<ActionAnswer> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The next answer from the server (it answers in the order the actions were sent). */
  answer(answer: ActionAnswer): void {
    this.waiting.shift()?.(answer);
  }

  /** The link is gone: no answer will come for what is still waiting. */
  dropAll(code: string, message: string): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve({ ok: false, code, message });
  }
}
