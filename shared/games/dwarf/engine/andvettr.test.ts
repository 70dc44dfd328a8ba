import { describe, expect, it } from 'vitest';
import { legalActions } from './legalActions.js';
import { act, eventsOf, freshSelection, refuse, setRes, settle, solo } from './testKit.js';
import type { GameState } from './state.js';

const STARTERS = ['ST1', 'ST2', 'ST3', 'ST4', 'ST5', 'ST6', 'ST7', 'ST8', 'ST9'];
const AUTOMA = 1;

function table(level: 'eldhusfifl' | 'andvettr' | 'andvettr-fadir', seed = 14): GameState {
  const s = freshSelection(solo(level, seed), AUTOMA);
  s.mines[0]!.stacks = STARTERS.map((id) => [id]);
  return s;
}

/** The human takes a Special Action from the first pile that has a card and declines whatever it offers. */
function special(s0: GameState): { state: GameState; events: ReturnType<typeof act>['events'] } {
  let s = s0;
  const pile = s.mines[0]!.piles.findIndex((p) => p.length > 0);
  const r = act(s, 0, { type: 'special', pile, pay: s.r.baseLeft[0] === 2 ? 'workers' : 'iron' });
  s = r.state;
  const events = [...r.events];
  while (s.choice && s.choice.who === 0) {
    const d = act(s, 0, { type: 'decline', item: 0 });
    events.push(...d.events);
    s = d.state;
  }
  return { state: s, events };
}

/** Medals the automa took for the Special Action itself (before anything else happened in the round). */
function glory(events: ReturnType<typeof act>['events']): number {
  let medals = 0;
  for (const e of events.slice(events.findIndex((x) => x.type === 'specialTaken'))) {
    if (e.type === 'workerPlaced' || e.type === 'phaseStarted' || e.type === 'worked') break;
    if (e.type === 'resources' && e.who === AUTOMA) medals += e.change.medals ?? 0;
  }
  return medals;
}

describe('Andvéttr', () => {
  it('Andvéttr: it forges twice on each Forge action when it can pay twice (Eldhúsfífl once)', () => {
    for (const [level, artefacts] of [
      ['andvettr', 2],
      ['andvettr-fadir', 2],
      ['eldhusfifl', 1],
    ] as const) {
      const s = table(level);
      s.workers[4] = { who: AUTOMA, extra: false, spent: false }; // ST5: Forge 3 steel
      s.phase = 'callForHelp';
      setRes(s, AUTOMA, { steel: 7 });
      const r = settle(s);
      expect(r.state.players[AUTOMA]!.res.artefacts, level).toBe(artefacts);
      expect(r.state.players[AUTOMA]!.res.steel, level).toBe(7 - 3 * artefacts);
    }
  });

  it('Andvéttr: 1, 2 and 3 medals for the human’s first, second and third Special Action; the human may take at most 3', () => {
    let s = structuredClone(solo('andvettr', 15));
    const medals: number[] = [];
    for (let i = 0; i < 3; i++) {
      setRes(s, 0, { iron: 0 });
      setRes(s, AUTOMA, { medals: 0 });
      const r = special(s);
      medals.push(glory(r.events));
      s = r.state;
      const round = s.round;
      while (s.round === round && !s.end)
        s = act(
          s,
          0,
          legalActions(s, 0).find((x) => x.type !== 'special')!,
        ).state;
    }
    expect(medals).toEqual([1, 2, 3]);
    expect(s.players[0]!.specials).toBe(3);
    expect(s.end?.cause).not.toBe('medals');
    const capped = structuredClone(solo('andvettr', 15));
    capped.players[0]!.specials = 3;
    refuse(capped, 0, { type: 'special', pile: 0, pay: 'workers' }, 'special_cap');
    expect(legalActions(capped, 0).some((a) => a.type === 'special')).toBe(false);
  });

  it('Eldhúsfífl: no medals for the human’s Special Actions, but the same cap of 3', () => {
    const s = solo('eldhusfifl', 15);
    const r = special(s);
    expect(glory(r.events)).toBe(0);
    expect(glory(special(solo('andvettr-fadir', 15)).events)).toBe(1);
    const capped = structuredClone(s);
    capped.players[0]!.specials = 3;
    refuse(capped, 0, { type: 'special', pile: 0, pay: 'workers' }, 'special_cap');
  });

  it('Andvéttr: it wins at once on reaching 12 medals', () => {
    const s = solo('andvettr', 16);
    setRes(s, AUTOMA, { medals: 11 });
    const r = special(s);
    expect(r.state.end).toEqual({ cause: 'medals', winners: [], automaWins: true, decidedBy: 'andvettrMedals' });
    expect(eventsOf(r.events, 'gameEnded')).toHaveLength(1);
    expect(legalActions(r.state, 0)).toEqual([]);
    // Eldhúsfífl has no such victory.
    const e = solo('eldhusfifl', 16);
    setRes(e, AUTOMA, { medals: 30 });
    expect(special(e).state.end).toBeNull();
  });

  it('Solo: the human wins by the normal comparison at the end, the automa’s resources counting like a player’s', () => {
    const s = table('andvettr');
    setRes(s, 0, { steel: 4, gold: 1, artefacts: 1 });
    setRes(s, AUTOMA, { steel: 1, gold: 2, artefacts: 0 });
    s.mines[0]!.mountain = [];
    s.workers = s.workers.map(() => null);
    s.phase = 'forge';
    s.r.step = 99;
    const r = settle(s);
    expect(r.state.end).toEqual({ cause: 'mountain', winners: [0], automaWins: false, decidedBy: 'categories' });
    setRes(s, AUTOMA, { steel: 5, gold: 2 });
    expect(settle(s).state.end).toEqual({ cause: 'mountain', winners: [], automaWins: true, decidedBy: 'categories' });
  });
});
