/**
 * White instance colours for an instanced mesh whose pieces have no colour of their own, set before it
 * is first drawn: three compiles a mesh with instance colours and one without as two shader programs,
 * and the table's first frame waits for each (issue 41: at most four). With white, the material's own
 * colour shows as it is, and every piece mesh of a table shares one program.
 */
import * as THREE from 'three';

export function whiteInstanceColors(mesh: THREE.InstancedMesh, count: number): void {
  if (mesh.instanceColor) return;
  mesh.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(count * 3).fill(1), 3);
}
