/**
 * Copy-on-write editing of a GameState. A Draft starts as a shallow copy of the input state; each
 * accessor below copies one part (a stack, a player's resources, the workers...) the first time it is
 * written, so an action costs only what it changes and the input state is never changed.
 */
import type { CardId } from '../cards/cardTypes.js';
import { MINE_SIZE, type Resources } from './constants.js';
import type { GameEvent } from './events.js';
import type { GameState, Mine, Participant, Pos, RoundState, Who, Worker } from './state.js';

export class Draft {
  readonly s: GameState;
  readonly events: GameEvent[] = [];
  /** Parts of `s` this draft made (a short list: an action copies a handful of parts). */
  private readonly owned: object[] = [];

  constructor(state: GameState) {
    this.s = { ...state };
  }

  private own<T extends object>(x: T): T {
    if (this.owned.includes(x)) return x;
    const c = (Array.isArray(x) ? x.slice() : { ...x }) as T;
    this.owned.push(c);
    return c;
  }

  emit(e: GameEvent): void {
    this.events.push(e);
  }

  /** The round's record, copied on first write (its arrays: see the accessors below). */
  round(): RoundState {
    return (this.s.r = this.own(this.s.r));
  }

  baseLeft(): number[] {
    const r = this.round();
    return (r.baseLeft = this.own(r.baseLeft));
  }

  received(): number[] {
    const r = this.round();
    return (r.received = this.own(r.received));
  }

  calls(): Who[] {
    const r = this.round();
    return (r.calls = this.own(r.calls));
  }

  helpQueue(): Who[] {
    const r = this.round();
    return (r.helpQueue = this.own(r.helpQueue));
  }

  player(who: Who): Participant {
    const players = (this.s.players = this.own(this.s.players));
    return (players[who] = this.own(players[who]!));
  }

  res(who: Who): Resources {
    const p = this.player(who);
    return (p.res = this.own(p.res));
  }

  workers(): (Worker | null)[] {
    return (this.s.workers = this.own(this.s.workers));
  }

  mine(m: number): Mine {
    const mines = (this.s.mines = this.own(this.s.mines));
    return (mines[m] = this.own(mines[m]!));
  }

  stack(pos: Pos): CardId[] {
    const mine = this.mine(Math.floor(pos / MINE_SIZE));
    const stacks = (mine.stacks = this.own(mine.stacks));
    const i = pos % MINE_SIZE;
    return (stacks[i] = this.own(stacks[i]!));
  }

  mountain(m: number): CardId[] {
    const mine = this.mine(m);
    return (mine.mountain = this.own(mine.mountain));
  }

  pile(m: number, k: number): CardId[] {
    const mine = this.mine(m);
    const piles = (mine.piles = this.own(mine.piles));
    return (piles[k] = this.own(piles[k]!));
  }

  discard(): CardId[] {
    return (this.s.discard = this.own(this.s.discard));
  }
}
