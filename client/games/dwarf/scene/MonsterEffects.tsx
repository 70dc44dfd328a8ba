/**
 * The Defend step made visible, from the latest events: each monster that attacks an undefended
 * position or falls to its defenders gets its MonsterBurst (its card also flashes: MineCards). The
 * bursts of one Defend step play one after the other, in reading order, as the rules resolve them.
 * Skipped with reduced motion (the log and the HUD say what happened).
 */
import { useEffect, useRef, useState } from 'react';
import { faceOf, type GameEvent } from '../../../../shared/games/dwarf/index.js';
import { useUiStore } from '../../../state/uiStore.js';
import { useGameStore } from '../state/gameStore.js';
import { areaCenter, mineCount, positionCenter, type Vec3 } from './layout.js';
import MonsterBurst, { BURST_SECONDS } from './MonsterBurst.js';
import { useNewEvents } from './useNewEvents.js';

interface Burst {
  id: number;
  kind: 'attack' | 'defeat';
  at: Vec3;
  to: Vec3[];
  name: string;
  /** Seconds after the first burst of its step. */
  delay: number;
}

/** The time between two bursts of one Defend step. */
const STAGGER = 0.7;

export default function MonsterEffects() {
  const [bursts, setBursts] = useState<Burst[]>([]);
  const lang = useUiStore((s) => s.lang);
  /** The last burst's card and when its step's sequence started. */
  const sequence = useRef({ startMs: 0, count: 0, lastCard: '', lastId: -1 });
  useNewEvents((event: GameEvent, id) => {
    if (event.type !== 'monsterAttacked' && event.type !== 'monsterDefeated') return;
    if (useUiStore.getState().reducedMotion) return;
    const view = useGameStore.getState().view;
    if (!view) return;
    const mines = mineCount(view.seatCount);
    const participants = view.players.length;
    const seq = sequence.current;
    const now = performance.now();
    if (event.type === 'monsterDefeated' && event.card === seq.lastCard) {
      // Another defender of the same monster: its strike joins that burst.
      const last = seq.lastId;
      setBursts((list) => list.map((b) => (b.id === last ? { ...b, to: [...b.to, areaCenter(event.who, participants)] } : b)));
      return;
    }
    if (now - seq.startMs > (seq.count * STAGGER + BURST_SECONDS) * 1000) {
      seq.startMs = now;
      seq.count = 0;
    }
    const delay = seq.count * STAGGER - (now - seq.startMs) / 1000;
    seq.count++;
    seq.lastCard = event.card;
    seq.lastId = id;
    const at = positionCenter(event.pos, mines);
    const to =
      event.type === 'monsterAttacked'
        ? view.players.map((_, who) => areaCenter(who, participants))
        : [areaCenter(event.who, participants)];
    setBursts((list) => [
      ...list,
      {
        id,
        kind: event.type === 'monsterAttacked' ? 'attack' : 'defeat',
        at,
        to,
        name: faceOf(event.card).name[lang],
        delay: Math.max(0, delay),
      },
    ]);
  });
  return (
    <>
      {bursts.map((b) => (
        <DelayedBurst key={b.id} burst={b} onDone={() => setBursts((list) => list.filter((x) => x.id !== b.id))} />
      ))}
    </>
  );
}

function DelayedBurst({ burst, onDone }: { burst: Burst; onDone: () => void }) {
  const [shown, setShown] = useState(burst.delay <= 0);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), burst.delay * 1000);
    return () => clearTimeout(timer);
  }, [shown, burst.delay]);
  if (!shown) return null;
  return <MonsterBurst kind={burst.kind} at={burst.at} to={burst.to} name={burst.name} onDone={onDone} />;
}
