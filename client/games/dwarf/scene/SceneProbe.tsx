/**
 * For tests and tools: what DWARF's scene has drawn, read from its own meshes (not from the view), and
 * where a position's stack is on screen. Published as `window.__dwarfScene` after every drawn frame
 * (the frame loop runs on demand, so an idle table costs nothing).
 */
import { useFrame, useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { CARD_T, mineCount, positionCenter, pileCenter } from './layout.js';
import { useViewSlice } from '../state/useViewSlice.js';

export interface DwarfSceneProbe {
  /** Cards drawn (every stack's cards, pile cards, Mountain and discard blocks). */
  cards: number;
  /** Meeples drawn, and of them those standing on a mine position. */
  meeples: number;
  meeplesOnMine: number;
  /** Resource pieces drawn (all five kinds). */
  resourcePieces: number;
  mines: number;
  /** A position's stack (or a pile, with pile: true) in CSS pixels from the canvas's top left. */
  screenOf(index: number, pile?: boolean): { x: number; y: number };
  frames: number;
}

declare global {
  interface Window {
    __dwarfScene?: DwarfSceneProbe;
  }
}

const v = new THREE.Vector3();

export default function SceneProbe() {
  const seatCount = useViewSlice((view) => view.seatCount);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const scene = useThree((s) => s.scene);
  useFrame(() => {
    let cards = 0;
    let meeples = 0;
    let meeplesOnMine = 0;
    let resourcePieces = 0;
    scene.traverse((o) => {
      if (!(o instanceof THREE.InstancedMesh)) return;
      if (o.name === 'dwarf-cards') cards = o.count;
      else if (o.name === 'dwarf-meeples') {
        meeples = o.count;
        meeplesOnMine = Number(o.userData.onMine ?? 0);
      } else if (o.name.startsWith('dwarf-resource-')) resourcePieces += o.count;
    });
    const mines = mineCount(seatCount ?? 2);
    window.__dwarfScene = {
      cards,
      meeples,
      meeplesOnMine,
      resourcePieces,
      mines,
      screenOf: (index, pile = false) => {
        const [x, , z] = pile ? pileCenter(index, mines) : positionCenter(index, mines);
        v.set(x, 3 * CARD_T, z).project(camera);
        return { x: ((v.x + 1) / 2) * size.width, y: ((1 - v.y) / 2) * size.height };
      },
      frames: (window.__dwarfScene?.frames ?? 0) + 1,
    };
  }, 1001);
  return null;
}
