/**
 * An HTML label pinned to a point of the 3D table (or, `fullscreen`, covering the canvas), drawn
 * into the scene's overlay element. It replaces drei's <Html>, whose layout-effect cleanup calls
 * `root.unmount()` synchronously: the canvas mounts its scene inside React DOM's commit, so a label
 * unmounted there (StrictMode's effect replay, a label that comes and goes, leaving the table) made
 * React 19 log "Attempted to synchronously unmount a root while React was already rendering".
 * Here the label's own React root is unmounted after the current commit (a microtask), when React
 * is no longer rendering; its element leaves the page at once.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as THREE from 'three';
import { sceneOverlay } from './sceneOverlay.js';

interface Props {
  children?: ReactNode;
  /** Where the label is pinned, in the parent group's space. */
  position?: [number, number, number];
  /** Centre the label on its point (otherwise its top-left corner sits there). */
  center?: boolean;
  /** Cover the whole canvas instead of following a point. */
  fullscreen?: boolean;
  /** Stacking order inside the overlay. */
  zIndex?: number;
  style?: CSSProperties;
  /**
   * Shrinks the label where the table is drawn small (a phone's whole-table view), so that labels of
   * neighbouring places do not run into each other: scaled by the screen pixels one world unit takes at
   * its point over `unitPx`, never below `min`, never above 1.
   */
  shrink?: { unitPx: number; min: number };
}

const projected = new THREE.Vector3();
const world = new THREE.Vector3();
const aside = new THREE.Vector3();
const cameraRight = new THREE.Vector3();

export default function SceneHtml({
  children,
  position = [0, 0, 0],
  center = false,
  fullscreen = false,
  zIndex = 1,
  style,
  shrink,
}: Props) {
  const group = useRef<THREE.Group>(null);
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const [host, setHost] = useState<{ el: HTMLDivElement; root: Root } | null>(null);
  const last = useRef('');

  // One element and one React root per mount; the root is unmounted after React finished committing.
  useLayoutEffect(() => {
    const target = sceneOverlay.current ?? (gl.domElement.parentNode as HTMLElement | null);
    if (!target) return;
    const el = document.createElement('div');
    el.style.cssText = fullscreen ? 'position:absolute;inset:0;' : 'position:absolute;top:0;left:0;visibility:hidden;';
    el.style.zIndex = String(zIndex);
    target.appendChild(el);
    const root = createRoot(el);
    last.current = '';
    setHost({ el, root });
    invalidate();
    return () => {
      el.remove();
      queueMicrotask(() => root.unmount());
    };
  }, [gl, fullscreen, zIndex, invalidate]);

  useLayoutEffect(() => {
    host?.root.render(<div style={{ ...(center && !fullscreen ? { transform: 'translate(-50%, -50%)' } : {}), ...style }}>{children}</div>);
  });

  // Follow the point on screen; write the style only when it moved. The camera's matrices are brought
  // up to date first: the renderer updates them only when it draws, after every useFrame, so a camera
  // moved this frame (a flight, the director's cut, OrbitControls' damping) left the labels one frame
  // behind, drifting off their zones while the camera flew (issue 41).
  useFrame(({ camera, size }) => {
    if (!host || fullscreen || !group.current) return;
    camera.updateMatrixWorld();
    group.current.getWorldPosition(world);
    projected.copy(world).project(camera);
    let scale = 1;
    if (shrink) {
      // One world unit across the view at the label's point, in screen pixels.
      cameraRight.setFromMatrixColumn(camera.matrixWorld, 0);
      aside.copy(world).add(cameraRight).project(camera);
      const px = Math.abs(aside.x - projected.x) * (size.width / 2);
      scale = Math.round(Math.min(1, Math.max(shrink.min, px / shrink.unitPx)) * 20) / 20;
    }
    const behind = projected.z > 1 || projected.z < -1;
    const x = Math.round(((projected.x + 1) / 2) * size.width);
    const y = Math.round(((1 - projected.y) / 2) * size.height);
    const key = behind ? 'hidden' : `${x},${y},${scale}`;
    if (key === last.current) return;
    last.current = key;
    host.el.style.visibility = behind ? 'hidden' : 'visible';
    host.el.style.transform = `translate3d(${x}px, ${y}px, 0)${scale < 1 ? ` scale(${scale})` : ''}`;
    host.el.style.transformOrigin = '0 0';
  });

  return <group ref={group} position={position} />;
}
