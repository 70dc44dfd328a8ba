/**
 * Copy-on-write editing of a GameState. A Draft starts as a shallow copy of the input state; each
 * accessor below copies one part (a stack, a player's resources, the workers...) the first time it is
 * written, so an action costs only what it changes and the input state is never changed.
 */
import type { CardId } from '../cards/cardTypes.js';
import { MINE_SIZE, PILES_PER_MINE, type Resources } from './constants.js';
import type { GameEvent } from './events.js';
import type { GameState, Mine, Participant, Pos, RoundState, Who, Worker } from './state.js';

/** Bits of Draft.copied: the parts of `s` this draft already copied (owns). */
const R = 1;
const BASE_LEFT = 2;
const RECEIVED = 4;
const CALLS = 8;
const HELP_QUEUE = 16;
const PLAYERS = 32;
const WORKERS = 64;
const MINES = 128;
const DISCARD = 256;
/** Per mine (2 at most), from bit 9: the mine record, its stacks list, its Mountain, its piles list. */
const mineBit = (m: number, part: number) => 1 << (9 + m * 4 + part);

export class Draft {
  readonly s: GameState;
  readonly events: GameEvent[] = [];
  private copied = 0;
  /** Per participant, 2 bits: its record, its resources. */
  private copiedPlayers = 0;
  /** Per position (18 at most): its stack. Per pile (6 at most): from bit 18. */
  private copiedStacks = 0;

  constructor(t: GameState) {
    // Field by field: faster than a spread on this fixed shape (an action costs only what it changes).
    this.s = {
      version: t.version,
      seatCount: t.seatCount,
      automa: t.automa,
      mountainOrder: t.mountainOrder,
      round: t.round,
      phase: t.phase,
      firstPlayer: t.firstPlayer,
      players: t.players,
      workers: t.workers,
      discard: t.discard,
      r: t.r,
      special: t.special,
      choice: t.choice,
      end: t.end,
      mines: t.mines,
    };
  }

  /** True the first time `bit` is claimed (the caller copies that part then). */
  private first(bit: number): boolean {
    if (this.copied & bit) return false;
    this.copied |= bit;
    return true;
  }

  emit(e: GameEvent): void {
    this.events.push(e);
  }

  /** The round's record, copied on first write (its arrays: see the accessors below). */
  round(): RoundState {
    if (this.first(R)) {
      const r = this.s.r;
      this.s.r = {
        pass: r.pass,
        turn: r.turn,
        baseLeft: r.baseLeft,
        received: r.received,
        calls: r.calls,
        helpQueue: r.helpQueue,
        step: r.step,
        orcRaid: r.orcRaid,
        passMarker: r.passMarker,
        lastDrawn: r.lastDrawn,
        humanFirst: r.humanFirst,
      };
    }
    return this.s.r;
  }

  /** The round's record replaced whole (a new round): owned by the draft, arrays and all. */
  setRound(r: RoundState): void {
    this.s.r = r;
    this.copied |= R | BASE_LEFT | RECEIVED | CALLS | HELP_QUEUE;
  }

  baseLeft(): number[] {
    const r = this.round();
    if (this.first(BASE_LEFT)) r.baseLeft = r.baseLeft.slice();
    return r.baseLeft;
  }

  received(): number[] {
    const r = this.round();
    if (this.first(RECEIVED)) r.received = r.received.slice();
    return r.received;
  }

  calls(): Who[] {
    const r = this.round();
    if (this.first(CALLS)) r.calls = r.calls.slice();
    return r.calls;
  }

  helpQueue(): Who[] {
    const r = this.round();
    if (this.first(HELP_QUEUE)) r.helpQueue = r.helpQueue.slice();
    return r.helpQueue;
  }

  player(who: Who): Participant {
    if (this.first(PLAYERS)) this.s.players = this.s.players.slice();
    const bit = 1 << (2 * who);
    if (!(this.copiedPlayers & bit)) {
      this.copiedPlayers |= bit;
      const q = this.s.players[who]!;
      this.s.players[who] = { name: q.name, color: q.color, automa: q.automa, res: q.res, specials: q.specials };
    }
    return this.s.players[who]!;
  }

  res(who: Who): Resources {
    const p = this.player(who);
    const bit = 2 << (2 * who);
    if (!(this.copiedPlayers & bit)) {
      this.copiedPlayers |= bit;
      const r = p.res;
      p.res = { iron: r.iron, gold: r.gold, steel: r.steel, artefacts: r.artefacts, medals: r.medals };
    }
    return p.res;
  }

  workers(): (Worker | null)[] {
    if (this.first(WORKERS)) this.s.workers = this.s.workers.slice();
    return this.s.workers;
  }

  /** The workers replaced whole (the end of a round). */
  setWorkers(workers: (Worker | null)[]): void {
    this.s.workers = workers;
    this.copied |= WORKERS;
  }

  mine(m: number): Mine {
    if (this.first(MINES)) this.s.mines = this.s.mines.slice();
    if (this.first(mineBit(m, 0))) {
      const old = this.s.mines[m]!;
      this.s.mines[m] = { stacks: old.stacks, mountain: old.mountain, piles: old.piles };
    }
    return this.s.mines[m]!;
  }

  stack(pos: Pos): CardId[] {
    const m = Math.floor(pos / MINE_SIZE);
    const mine = this.mine(m);
    if (this.first(mineBit(m, 1))) mine.stacks = mine.stacks.slice();
    const i = pos % MINE_SIZE;
    if (!(this.copiedStacks & (1 << pos))) {
      this.copiedStacks |= 1 << pos;
      mine.stacks[i] = mine.stacks[i]!.slice();
    }
    return mine.stacks[i]!;
  }

  mountain(m: number): CardId[] {
    const mine = this.mine(m);
    if (this.first(mineBit(m, 2))) mine.mountain = mine.mountain.slice();
    return mine.mountain;
  }

  pile(m: number, k: number): CardId[] {
    const mine = this.mine(m);
    if (this.first(mineBit(m, 3))) mine.piles = mine.piles.slice();
    const bit = 1 << (18 + m * PILES_PER_MINE + k);
    if (!(this.copiedStacks & bit)) {
      this.copiedStacks |= bit;
      mine.piles[k] = mine.piles[k]!.slice();
    }
    return mine.piles[k]!;
  }

  discard(): CardId[] {
    if (this.first(DISCARD)) this.s.discard = this.s.discard.slice();
    return this.s.discard;
  }
}
