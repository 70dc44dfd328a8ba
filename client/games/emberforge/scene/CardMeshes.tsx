/**
 * Every card on the table in one instanced draw call. Targets come from layoutCards (pure); each card
 * travels to its target along a short arc, turns as it goes (a forged card stands up), and flashes
 * when forged. Pointer events map the instance back to its card: hover shows it large, click picks.
 */
import { useDraftStore } from '../play/draftStore.js';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as THREE from 'three';
import { dispatchIntent } from '../play/dispatch.js';
import { useGameStore } from '../state/gameStore.js';
import { useViewSlice } from '../state/useViewSlice.js';
import { useUiStore } from '../../../state/uiStore.js';
import { cardAtlas, releaseCardAtlas, slotOf } from './cardFaceTexture.js';
import { cardsOfView, layoutCards, type CardPlacement } from './cardLayout.js';
import { createCardGeometry, createCardMaterial } from './cardMaterial.js';
import { focusOfPlacement } from './focusTargets.js';
import ForgeBurst from './ForgeBurst.js';
import type { Vec3 } from './layout.js';
import { clampDelta, easeInOutCubic, nowMs, PULSE_SECONDS, tweenProgress } from '../../../scene/tween.js';
import { noteMotion } from '../../../scene/motionClock.js';
import { useNewEvents } from './useNewEvents.js';

const MAX_CARDS = 128;
const MOVE_SECONDS = 0.6;
const FLASH_SECONDS = 1.4;

interface CardMotion {
  from: THREE.Vector3;
  to: THREE.Vector3;
  fromQ: THREE.Quaternion;
  toQ: THREE.Quaternion;
  pos: THREE.Vector3;
  quat: THREE.Quaternion;
  thick: number;
  /** When the current move started (performance.now ms): progress is elapsed time, not frames. */
  start: number;
  t: number; // 0..1 progress of the current move
  arc: number;
}

export default function CardMeshes() {
  const view = useViewSlice(cardsOfView);
  const mySeat = useGameStore((s) => s.mySeat);
  const lang = useUiStore((s) => s.lang);
  const highlight = useDraftStore((s) => s.highlight);
  const selection = useDraftStore((s) => s.selection);
  const reducedMotion = useUiStore((s) => s.reducedMotion);
  const invalidate = useThree((s) => s.invalidate);
  const [hoveredKey, setHoveredKey] = useState<string | null>(null);
  const [bursts, setBursts] = useState<{ id: number; position: Vec3 }[]>([]);
  const mesh = useRef<THREE.InstancedMesh>(null);
  const motions = useRef(new Map<string, CardMotion>());
  const flashes = useRef(new Map<string, number>());
  const clock = useRef(0);
  const firstLayout = useRef(true);
  /** When the highlighted cards last changed (wall clock): their glow pulses for PULSE_SECONDS, then holds. */
  const glowSince = useRef(0);
  /** The instance matrices need writing (new placements or a card under way). */
  const dirty = useRef(true);

  const geometry = useMemo(() => {
    const g = createCardGeometry();
    g.setAttribute('aSlot', new THREE.InstancedBufferAttribute(new Float32Array(MAX_CARDS), 1));
    g.setAttribute('aGlow', new THREE.InstancedBufferAttribute(new Float32Array(MAX_CARDS), 1));
    return g;
  }, []);
  const { material, uniforms } = useMemo(() => createCardMaterial(cardAtlas('en')), []);
  useEffect(() => {
    const previous = material.map;
    material.map = cardAtlas(lang);
    material.needsUpdate = true;
    // Free the other language's atlas on the GPU (it is rebuilt if the language comes back).
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

  const anchorSeat = mySeat ?? 0;
  const placements: CardPlacement[] = useMemo(() => {
    if (!view) return [];
    const selectedHand = [...selection.handCards, ...selection.payments.map((p) => p.cardId)];
    return layoutCards({ view, anchorSeat, mySeat, hoveredKey, selectedHand, highlightCards: highlight.cards }).slice(0, MAX_CARDS);
  }, [view, anchorSeat, mySeat, hoveredKey, selection, highlight.cards]);

  const placementsRef = useRef(placements);
  placementsRef.current = placements;

  // Static per-instance data (slot, glow) changes only when the placements or highlights change.
  useLayoutEffect(() => {
    const slots = geometry.getAttribute('aSlot') as THREE.InstancedBufferAttribute;
    const selected = new Set([...selection.handCards, ...selection.payments.map((p) => p.cardId)]);
    placements.forEach((p, i) => {
      slots.setX(i, slotOf(p.cardId));
    });
    slots.needsUpdate = true;
    writeGlow(geometry, placements, highlight, selected, flashes.current, clock.current);
    glowSince.current = nowMs();
    // Start a move for every card whose target changed.
    const seen = new Set<string>();
    for (const p of placements) {
      seen.add(p.key);
      const to = new THREE.Vector3(...p.position);
      const toQ = new THREE.Quaternion(...p.quaternion);
      const m = motions.current.get(p.key);
      if (!m) {
        const from = new THREE.Vector3(...p.spawn);
        motions.current.set(p.key, {
          from,
          to,
          fromQ: toQ.clone(),
          toQ,
          pos: from.clone(),
          quat: toQ.clone(),
          thick: p.thickness,
          start: nowMs(),
          t: reducedMotion || firstLayout.current ? 1 : 0,
          arc: Math.min(2, from.distanceTo(to) * 0.25),
        });
        if (!reducedMotion && !firstLayout.current) noteMotion(MOVE_SECONDS);
      } else if (!m.to.equals(to) || !m.toQ.equals(toQ)) {
        m.from.copy(m.pos);
        m.fromQ.copy(m.quat);
        m.to.copy(to);
        m.toQ.copy(toQ);
        m.start = nowMs();
        m.t = reducedMotion ? 1 : 0;
        if (!reducedMotion) noteMotion(MOVE_SECONDS);
        m.arc = Math.min(2, m.from.distanceTo(to) * 0.25);
      }
      if (m) m.thick = p.thickness;
    }
    for (const key of [...motions.current.keys()]) if (!seen.has(key)) motions.current.delete(key);
    if (mesh.current) mesh.current.count = placements.length;
    if (placements.length > 0) firstLayout.current = false;
    dirty.current = true;
    invalidate();
  }, [placements, highlight, selection, geometry, invalidate, reducedMotion]);

  useNewEvents((event, id) => {
    if (event.type === 'weaponForged') {
      const key = `c:${event.cardId}`;
      flashes.current.set(key, clock.current);
      // The view with the forged card may arrive just before or after the event: aim at its upright spot.
      const at = placementsRef.current.find((p) => p.key === key)?.position ?? motions.current.get(key)?.to.toArray();
      if (at && !useUiStore.getState().reducedMotion) setBursts((b) => [...b, { id, position: [at[0], at[1] + 0.3, at[2]] }]);
      invalidate();
    }
  });

  const matrix = useMemo(() => new THREE.Matrix4(), []);
  const scale = useMemo(() => new THREE.Vector3(), []);
  useFrame((_, rawDt) => {
    const dt = clampDelta(rawDt);
    clock.current += dt;
    uniforms.uTime.value = clock.current;
    const im = mesh.current;
    if (!im) return;
    let moving = false;
    const now = nowMs();
    const list = placementsRef.current;
    // Matrices are written (and uploaded) only while a card moves: a still table re-uploads nothing
    // and keeps its shadow map (ShadowOnDemand).
    for (let i = 0; dirty.current && i < list.length; i++) {
      const p = list[i]!;
      const m = motions.current.get(p.key);
      if (!m) continue;
      if (m.t < 1) {
        m.t = tweenProgress(m.start, MOVE_SECONDS, now);
        const k = easeInOutCubic(m.t);
        m.pos.lerpVectors(m.from, m.to, k);
        m.pos.y += Math.sin(Math.PI * k) * m.arc;
        m.quat.slerpQuaternions(m.fromQ, m.toQ, k);
        if (m.t < 1) moving = true;
      } else {
        m.pos.copy(m.to);
        m.quat.copy(m.toQ);
      }
      matrix.compose(m.pos, m.quat, scale.set(1, 1, m.thick));
      im.setMatrixAt(i, matrix);
    }
    if (dirty.current) {
      im.instanceMatrix.needsUpdate = true;
      im.boundingSphere = null;
      dirty.current = moving;
    }
    const hasGlow = highlight.cards.length > 0 || highlight.commissionSlots.length > 0;
    if (flashes.current.size > 0) {
      for (const [key, start] of flashes.current) if (clock.current - start > FLASH_SECONDS) flashes.current.delete(key);
      const selected = new Set([...selection.handCards, ...selection.payments.map((p) => p.cardId)]);
      writeGlow(geometry, list, highlight, selected, flashes.current, clock.current);
      moving = true;
    }
    const pulsing = hasGlow && !reducedMotion && (now - glowSince.current) / 1000 < PULSE_SECONDS;
    // A glow that stopped pulsing holds on a crest of the shader's sin(4 uTime) beat.
    if (hasGlow && !pulsing) uniforms.uTime.value = Math.PI / 8;
    if (moving || pulsing) invalidate();
  });

  const pickAt = (e: ThreeEvent<PointerEvent | MouseEvent>): CardPlacement | undefined =>
    e.instanceId === undefined ? undefined : placementsRef.current[e.instanceId];

  return (
    <>
      {bursts.map((b) => (
        <ForgeBurst key={b.id} position={b.position} onDone={() => setBursts((list) => list.filter((x) => x.id !== b.id))} />
      ))}
      <instancedMesh
        ref={mesh}
        args={[geometry, material, MAX_CARDS]}
        castShadow
        receiveShadow
        frustumCulled={false}
        onPointerMove={(e) => {
          e.stopPropagation();
          const p = pickAt(e);
          const key = p?.key ?? null;
          if (key !== hoveredKey) {
            setHoveredKey(key);
            useUiStore.getState().setHovered(p?.cardId ?? null);
            useUiStore.getState().setPointerFocus(focusOfPlacement(p));
            document.body.style.cursor = p?.pick || p?.cardId ? 'pointer' : '';
          }
        }}
        onPointerOut={() => {
          setHoveredKey(null);
          useUiStore.getState().setHovered(null);
          useUiStore.getState().setPointerFocus(null);
          document.body.style.cursor = '';
        }}
        onClick={(e) => {
          e.stopPropagation();
          const p = pickAt(e);
          if (!p) return;
          const ui = useUiStore.getState();
          const touch = 'pointerType' in e.nativeEvent && (e.nativeEvent as PointerEvent).pointerType === 'touch';
          if (touch && p.cardId && ui.inspectedCard !== p.cardId) {
            ui.inspect(p.cardId);
            return;
          }
          if (p.pick) dispatchIntent({ kind: 'pick', target: p.pick });
          else if (p.cardId) ui.inspect(ui.inspectedCard === p.cardId ? null : p.cardId);
        }}
      />
    </>
  );
}

function writeGlow(
  geometry: THREE.BufferGeometry,
  placements: CardPlacement[],
  highlight: { cards: string[]; commissionSlots: number[] },
  selected: Set<string>,
  flashes: Map<string, number>,
  now: number,
): void {
  const glow = geometry.getAttribute('aGlow') as THREE.InstancedBufferAttribute;
  placements.forEach((p, i) => {
    let g = 0;
    const pickable =
      (p.cardId !== null && highlight.cards.includes(p.cardId)) ||
      (p.pick?.kind === 'commission' && highlight.commissionSlots.includes(p.pick.slot));
    if (pickable) g = 1;
    if (p.cardId !== null && selected.has(p.cardId)) g = 2;
    const start = flashes.get(p.key);
    if (start !== undefined) g = 2 + Math.max(0, 1 - (now - start) / FLASH_SECONDS) * 1.5;
    glow.setX(i, g);
  });
  glow.needsUpdate = true;
}
