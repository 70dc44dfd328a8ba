/**
 * Every card on DWARF's table in one instanced draw call (cardLayout.ts places them). A card new to the
 * table flies in from its Mountain; a Special card flies from its pile to its stack. The top cards of
 * the positions and piles offered to the player glow; the one under the pointer glows brighter; a
 * monster's card flashes red when it attacks and gold when it falls. Clicking a stack or a pile is a
 * pick (play/pickTarget.ts: the same action the HUD offers).
 */
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { clampDelta, easeInOutCubic, nowMs, tweenProgress } from '../../../scene/tween.js';
import { useUiStore } from '../../../state/uiStore.js';
import { isOffered, samePick, type DwarfPick } from '../play/picks.js';
import { usePickStore } from '../play/pickStore.js';
import { pickTarget } from '../play/pickTarget.js';
import { useOffered } from '../play/useOffered.js';
import { useViewSlice } from '../state/useViewSlice.js';
import { cardAtlas, releaseCardAtlas } from './cardFaceTexture.js';
import { layoutCards, type CardPlacement } from './cardLayout.js';
import { createCardGeometry, createCardMaterial } from './cardMaterial.js';
import { useNewEvents } from './useNewEvents.js';

const MAX_CARDS = 200;
const MOVE_SECONDS = 0.7;
const FLASH_SECONDS = 1.8;

interface Motion {
  from: THREE.Vector3;
  to: THREE.Vector3;
  pos: THREE.Vector3;
  start: number;
  t: number;
  arc: number;
}

export default function MineCards() {
  const view = useViewSlice((v) => ({ mines: v.mines, seatCount: v.seatCount, discard: v.discard }));
  const lang = useUiStore((s) => s.lang);
  const reducedMotion = useUiStore((s) => s.reducedMotion);
  const offered = useOffered();
  const hovered = usePickStore((s) => s.hovered);
  const invalidate = useThree((s) => s.invalidate);
  const mesh = useRef<THREE.InstancedMesh>(null);
  const motions = useRef(new Map<string, Motion>());
  /** Card id to [start ms, +1 gold / -1 red]. */
  const flashes = useRef(new Map<string, [number, number]>());
  const firstLayout = useRef(true);
  const dirty = useRef(true);

  const geometry = useMemo(() => createCardGeometry(MAX_CARDS), []);
  const material = useMemo(() => createCardMaterial(cardAtlas('en')), []);
  useEffect(() => {
    const previous = material.map;
    material.map = cardAtlas(lang);
    material.needsUpdate = true;
    if (previous && previous !== material.map) releaseCardAtlas(previous);
    invalidate();
  }, [lang, material, invalidate]);
  useEffect(
    () => () => {
      geometry.dispose();
      material.dispose();
    },
    [geometry, material],
  );

  const placements = useMemo(() => (view ? layoutCards(view).slice(0, MAX_CARDS) : []), [view]);
  const placementsRef = useRef(placements);
  placementsRef.current = placements;

  useLayoutEffect(() => {
    const slots = geometry.getAttribute('aSlot') as THREE.InstancedBufferAttribute;
    placements.forEach((p, i) => slots.setX(i, p.slot));
    slots.needsUpdate = true;
    const seen = new Set<string>();
    for (const p of placements) {
      seen.add(p.key);
      const to = new THREE.Vector3(...p.position);
      const m = motions.current.get(p.key);
      if (!m) {
        const from = new THREE.Vector3(...p.spawn);
        const instant = reducedMotion || firstLayout.current;
        motions.current.set(p.key, {
          from,
          to,
          pos: instant ? to.clone() : from.clone(),
          start: nowMs(),
          t: instant ? 1 : 0,
          arc: Math.min(1.6, from.distanceTo(to) * 0.3),
        });
      } else if (!m.to.equals(to)) {
        m.from.copy(m.pos);
        m.to.copy(to);
        m.start = nowMs();
        m.t = reducedMotion ? 1 : 0;
        m.arc = Math.min(1.6, m.from.distanceTo(to) * 0.3);
      }
    }
    for (const key of [...motions.current.keys()]) if (!seen.has(key)) motions.current.delete(key);
    if (mesh.current) mesh.current.count = placements.length;
    if (placements.length > 0) firstLayout.current = false;
    dirty.current = true;
    invalidate();
  }, [placements, geometry, invalidate, reducedMotion]);

  // Glow: the top cards of offered stacks and piles; brighter under the pointer.
  useLayoutEffect(() => {
    const glow = geometry.getAttribute('aGlow') as THREE.InstancedBufferAttribute;
    placements.forEach((p, i) => {
      const on = p.top && p.pick !== null && isOffered(offered, p.pick);
      glow.setX(i, on ? (samePick(p.pick, hovered) ? 2 : 1) : 0);
    });
    glow.needsUpdate = true;
    invalidate();
  }, [placements, offered, hovered, geometry, invalidate]);

  useNewEvents((event) => {
    if (event.type !== 'monsterAttacked' && event.type !== 'monsterDefeated') return;
    if (useUiStore.getState().reducedMotion) return;
    flashes.current.set(event.card, [nowMs(), event.type === 'monsterDefeated' ? 1 : -1]);
    invalidate();
  });

  const matrix = useMemo(() => new THREE.Matrix4(), []);
  const scale = useMemo(() => new THREE.Vector3(), []);
  const quat = useMemo(() => new THREE.Quaternion(), []);
  const shake = useMemo(() => new THREE.Vector3(), []);
  useFrame((_, rawDt) => {
    clampDelta(rawDt);
    const im = mesh.current;
    if (!im) return;
    const now = nowMs();
    const list = placementsRef.current;
    let moving = false;
    const flashing = flashes.current.size > 0;
    if (dirty.current || flashing) {
      const flash = geometry.getAttribute('aFlash') as THREE.InstancedBufferAttribute;
      for (let i = 0; i < list.length; i++) {
        const p = list[i]!;
        const m = motions.current.get(p.key);
        if (!m) continue;
        if (m.t < 1) {
          m.t = tweenProgress(m.start, MOVE_SECONDS, now);
          const k = easeInOutCubic(m.t);
          m.pos.lerpVectors(m.from, m.to, k);
          m.pos.y += Math.sin(Math.PI * k) * m.arc;
          if (m.t < 1) moving = true;
        } else m.pos.copy(m.to);
        const f = flashes.current.get(p.key);
        let level = 0;
        shake.set(0, 0, 0);
        if (f) {
          const age = (now - f[0]) / 1000;
          if (age > FLASH_SECONDS) flashes.current.delete(p.key);
          else {
            level = f[1] * Math.max(0, Math.sin((age / FLASH_SECONDS) * Math.PI * 3) ** 2) * (1 - (age / FLASH_SECONDS) * 0.5);
            // An attacking monster shakes; a defeated one sinks a little.
            if (f[1] < 0) shake.set(Math.sin(age * 55) * 0.05 * (1 - age / FLASH_SECONDS), 0, 0);
            else shake.set(0, 0.12 * Math.sin((age / FLASH_SECONDS) * Math.PI), 0);
          }
        }
        flash.setX(i, level);
        matrix.compose(m.pos.clone().add(shake), quat, scale.set(1, p.thick, 1));
        im.setMatrixAt(i, matrix);
      }
      flash.needsUpdate = true;
      im.instanceMatrix.needsUpdate = true;
      im.boundingSphere = null;
      dirty.current = moving;
    }
    if (moving || flashes.current.size > 0) invalidate();
  });

  const pickAt = (e: ThreeEvent<PointerEvent | MouseEvent>): CardPlacement | undefined =>
    e.instanceId === undefined ? undefined : placementsRef.current[e.instanceId];

  return (
    <instancedMesh
      ref={mesh}
      name="dwarf-cards"
      args={[geometry, material, MAX_CARDS]}
      castShadow
      receiveShadow
      frustumCulled={false}
      onPointerMove={(e) => {
        e.stopPropagation();
        const pick: DwarfPick | null = pickAt(e)?.pick ?? null;
        const store = usePickStore.getState();
        if (!samePick(pick, store.hovered)) {
          store.hover(pick);
          // A position and a pile are public: the player may show them to spectators (shared focus).
          useUiStore.getState().setPointerFocus(pick);
          document.body.style.cursor = pick ? 'pointer' : '';
        }
      }}
      onPointerOut={() => {
        usePickStore.getState().hover(null);
        useUiStore.getState().setPointerFocus(null);
        document.body.style.cursor = '';
      }}
      onClick={(e) => {
        e.stopPropagation();
        const pick = pickAt(e)?.pick;
        if (pick) pickTarget(pick);
      }}
    />
  );
}
