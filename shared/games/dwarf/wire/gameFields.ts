/**
 * The one declaration of DWARF's synced state: for every field of the engine's public GameView, how the
 * wire objects (wireShapes.ts, the server's Colyseus Schema) carry it. The server writes with it
 * (server/games/dwarf/schema/syncDwarf.ts), the client reads with it (stateToView.ts). Each table is a
 * FieldTable of its view type: a field of the view left out (or added) fails to compile. Values the
 * Schema cannot hold (null) travel as a sentinel: '' for a card or a name, -1 for a participant.
 */
import type { Effect, Monster } from '../cards/cardTypes.js';
import type { AutomaLevel, MountainOrder, Resources } from '../engine/constants.js';
import type {
  CardId,
  Choice,
  DecidedBy,
  EndCause,
  GameEnd,
  Participant,
  Phase,
  RoundState,
  SpecialInPlay,
  Worker,
  WorkItem,
} from '../engine/state.js';
import type { GameView, MineView } from '../engine/view.js';
import {
  arr,
  bool,
  child,
  type Field,
  type FieldTable,
  list,
  num,
  obj,
  primitives,
  readAll,
  set,
  str,
  toNum,
  toStr,
  writeAll,
  writeList,
  writePrimitives,
} from '../../../protocol/fieldKit.js';
import {
  dwarfMakers,
  type ChoiceWire,
  type EffectWire,
  type GameWire,
  type MineWire,
  type ParticipantWire,
  type PileWire,
  type ResourcesWire,
  type RoundWire,
  type StackWire,
  type WorkerWire,
  type WorkItemWire,
} from './wireShapes.js';

/** A card id that may be null: '' on the wire. */
function maybeCard<K extends string>(key: K): Field<{ [P in K]: string }, CardId | null> {
  return { write: (t, v) => set(t, key, v ?? ''), read: (j) => toStr(j[key]) || null };
}

const numbers = <K extends string>(key: K) => primitives<number, number, K>(key, (x) => toNum(x));

const RESOURCE_FIELDS: FieldTable<Resources, ResourcesWire> = {
  iron: num('iron'),
  gold: num('gold'),
  steel: num('steel'),
  artefacts: num('artefacts'),
  medals: num('medals'),
};

const PARTICIPANT_FIELDS: FieldTable<Participant, ParticipantWire> = {
  name: str('name'),
  color: str('color'),
  automa: bool('automa'),
  res: child('res', RESOURCE_FIELDS),
  specials: num('specials'),
};

const WORKER_FIELDS: FieldTable<Worker, WorkerWire> = {
  who: num('who'),
  extra: bool('extra'),
  spent: bool('spent'),
};

const NOBODY: Worker = { who: -1, extra: false, spent: false };

/** One entry per position: an empty position is a worker of nobody (-1). */
const workers: Field<GameWire, (Worker | null)[]> = {
  write: (t, v, ctx) =>
    writeList(
      t.workers,
      v.map((w) => w ?? NOBODY),
      WORKER_FIELDS,
      (m) => dwarfMakers(m).worker(),
      ctx,
    ),
  read: (j, ctx) =>
    arr(j.workers).map((x) => {
      const w = readAll(obj(x), WORKER_FIELDS, ctx);
      return w.who < 0 ? null : w;
    }),
};

const effect: Field<WorkItemWire, Effect> = {
  write: (t, e) => {
    const w: EffectWire = t.effect;
    set(w, 'kind', e.kind);
    set(w, 'monster', e.kind === 'monster' ? e.monster : '');
    set(w, 'steel', e.kind === 'forge' ? e.recipe.steel : 0);
    set(w, 'gold', e.kind === 'forge' ? e.recipe.gold : 0);
    set(w, 'iron', e.kind === 'forge' ? e.recipe.iron : 0);
  },
  read: (j) => {
    const w = obj(j.effect);
    const kind = toStr(w.kind) as Effect['kind'];
    if (kind === 'monster') return { kind, monster: toStr(w.monster) as Monster };
    if (kind === 'forge') return { kind, recipe: { steel: toNum(w.steel), gold: toNum(w.gold), iron: toNum(w.iron) } };
    return { kind } as Effect;
  },
};

const WORK_ITEM_FIELDS: FieldTable<WorkItem, WorkItemWire> = {
  card: str('card'),
  pos: {
    write: (t, v) => set(t, 'pos', v ?? -1),
    read: (j) => {
      const p = toNum(j.pos, -1);
      return p < 0 ? null : p;
    },
  },
  effect,
  changeFirstPlayer: bool('changeFirstPlayer'),
};

const CHOICE_FIELDS: FieldTable<Choice, ChoiceWire> = {
  who: num('who'),
  reason: str('reason', 'special' as Choice['reason']),
  items: list('items', WORK_ITEM_FIELDS, (m) => dwarfMakers(m).workItem()),
};

/** The choice waiting for a seat, or none: `who` -1 and no items. */
const choice: Field<GameWire, Choice | null> = {
  write: (t, c, ctx) => writeAll(t.choice, c ?? { who: -1, reason: 'special', items: [] }, CHOICE_FIELDS, ctx),
  read: (j, ctx) => {
    const c = readAll(obj(j.choice), CHOICE_FIELDS, ctx);
    return c.who < 0 ? null : c;
  },
};

const ROUND_FIELDS: FieldTable<RoundState, RoundWire> = {
  pass: num('pass') as Field<RoundWire, RoundState['pass']>,
  turn: num('turn'),
  baseLeft: numbers('baseLeft'),
  received: numbers('received'),
  calls: numbers('calls'),
  helpQueue: numbers('helpQueue'),
  step: num('step'),
  orcRaid: bool('orcRaid'),
  passMarker: bool('passMarker'),
  lastDrawn: maybeCard('lastDrawn'),
  humanFirst: maybeCard('humanFirst'),
};

/** The Special card in play: four flat fields (`specialWho` -1 = none). */
const special: Field<GameWire, SpecialInPlay | null> = {
  write: (t, s) => {
    set(t, 'specialWho', s?.who ?? -1);
    set(t, 'specialCard', s?.card ?? '');
    set(t, 'specialMine', s?.mine ?? 0);
    set(t, 'specialStage', s?.stage ?? '');
  },
  read: (j) => {
    const who = toNum(j.specialWho, -1);
    if (who < 0) return null;
    return {
      who,
      card: toStr(j.specialCard),
      mine: toNum(j.specialMine),
      stage: toStr(j.specialStage, 'worker') as SpecialInPlay['stage'],
    };
  },
};

/** The end of the game: four flat fields (`endCause` '' = the game goes on). */
const end: Field<GameWire, GameEnd | null> = {
  write: (t, e) => {
    set(t, 'endCause', e?.cause ?? '');
    writePrimitives(t.endWinners, e?.winners ?? []);
    set(t, 'endAutomaWins', e?.automaWins ?? false);
    set(t, 'endDecidedBy', e?.decidedBy ?? '');
  },
  read: (j) => {
    const cause = toStr(j.endCause);
    if (!cause) return null;
    return {
      cause: cause as EndCause,
      winners: arr(j.endWinners).map((s) => toNum(s)),
      automaWins: j.endAutomaWins === true,
      decidedBy: toStr(j.endDecidedBy) as DecidedBy,
    };
  },
};

const STACK_FIELDS: FieldTable<{ cards: CardId[] }, StackWire> = {
  cards: primitives('cards', (x) => toStr(x)),
};

const PILE_FIELDS: FieldTable<MineView['piles'][number], PileWire> = {
  top: maybeCard('top'),
  count: num('count'),
};

const MINE_FIELDS: FieldTable<MineView, MineWire> = {
  stacks: {
    write: (t, stacks, ctx) =>
      writeList(
        t.stacks,
        stacks.map((cards) => ({ cards })),
        STACK_FIELDS,
        (m) => dwarfMakers(m).stack(),
        ctx,
      ),
    read: (j, ctx) => arr(j.stacks).map((x) => readAll(obj(x), STACK_FIELDS, ctx).cards),
  },
  mountainCount: num('mountainCount'),
  piles: list('piles', PILE_FIELDS, (m) => dwarfMakers(m).pile()),
};

export const GAME_FIELDS: FieldTable<GameView, GameWire> = {
  /** Not carried: every client decodes for itself. */
  viewer: { write: () => {}, read: (_j, ctx) => ctx.viewer },
  version: num('version'),
  seatCount: num('seatCount'),
  automa: {
    write: (t, v) => set(t, 'automa', v ?? ''),
    read: (j) => (toStr(j.automa) || null) as AutomaLevel | null,
  },
  mountainOrder: str('mountainOrder', 'shuffled' as MountainOrder),
  round: num('round'),
  phase: str('phase', 'selection' as Phase),
  firstPlayer: num('firstPlayer'),
  players: list('players', PARTICIPANT_FIELDS, (m) => dwarfMakers(m).participant()),
  workers,
  discard: primitives('discard', (x) => toStr(x)),
  r: child('r', ROUND_FIELDS),
  special,
  choice,
  end,
  mines: list('mines', MINE_FIELDS, (m) => dwarfMakers(m).mine()),
};
