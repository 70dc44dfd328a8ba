/**
 * Every participant's resources as pieces in their area: per resource, one piece on its spot (its
 * shape says which resource it is; the count beside it is PlayerAreas' label), one instanced draw call
 * per resource.
 */
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { whiteInstanceColors } from '../../../scene/instanceColors.js';
import { RESOURCES, type Resource, type Resources } from '../../../../shared/games/dwarf/index.js';
import { useViewSlice } from '../state/useViewSlice.js';
import { RESOURCE_ORDER, resourceSpot } from './layout.js';
import { RESOURCE_FINISH, resourceGeometry } from './resourceShapes.js';

const MAX = 6;
const SCALE = 1.3;

function TokensOf({ res, all }: { res: Resource; all: Resources[] }) {
  const mesh = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const geometry = useMemo(() => resourceGeometry(res), [res]);
  const material = useMemo(() => new THREE.MeshStandardMaterial(RESOURCE_FINISH[res]), [res]);
  useLayoutEffect(() => {
    const im = mesh.current;
    if (!im) return;
    whiteInstanceColors(im, MAX);
    const m = new THREE.Matrix4();
    const index = RESOURCE_ORDER.indexOf(res);
    const s = new THREE.Matrix4().makeScale(SCALE, SCALE, SCALE);
    all.forEach((_, who) => {
      const [x, y, z] = resourceSpot(who, all.length, index);
      im.setMatrixAt(
        who,
        m
          .makeRotationY(res === 'steel' ? 0 : 0.4)
          .multiply(s)
          .setPosition(x, y, z),
      );
    });
    im.count = Math.min(MAX, all.length);
    im.instanceMatrix.needsUpdate = true;
    if (im.instanceColor) im.instanceColor.needsUpdate = true;
    im.boundingSphere = null;
    invalidate();
  }, [all, res, invalidate]);
  return <instancedMesh ref={mesh} name={`dwarf-resource-${res}`} args={[geometry, material, MAX]} castShadow frustumCulled={false} />;
}

export default function ResourceTokens() {
  const all = useViewSlice((v) => v.players.map((p) => p.res));
  if (!all) return null;
  return (
    <>
      {RESOURCES.map((res) => (
        <TokensOf key={res} res={res} all={all} />
      ))}
    </>
  );
}
