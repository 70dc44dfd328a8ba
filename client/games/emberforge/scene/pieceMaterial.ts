/**
 * One shader program for every instanced piece on Emberforge's table: the embers, the five material
 * types and the commission coins. Each has its own MeshStandardMaterial (its colour, metalness,
 * roughness and emission are uniforms), and all compile to the same program: the same defines (every
 * piece mesh carries instance colours, white where a piece has none) and the same added code, whose
 * glow (an ember: its instance colour is its light and, dimmed, its surface) a uniform switches on.
 * The table's first frame waited on a program per variant (issue 41: at most 4; on a software renderer
 * each costs the first frame a pipeline build): embers and the other pieces were two.
 */
import * as THREE from 'three';

export function pieceMaterial(params: THREE.MeshStandardMaterialParameters, glow = false): THREE.MeshStandardMaterial {
  const material = new THREE.MeshStandardMaterial(params);
  material.onBeforeCompile = (shader) => {
    shader.uniforms.uGlow = { value: glow ? 1 : 0 };
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', '#include <common>\nuniform float uGlow;')
      .replace(
        '#include <color_fragment>',
        '#include <color_fragment>\n diffuseColor.rgb = mix(diffuseColor.rgb, min(vColor, vec3(1.0)) * 0.35, uGlow);',
      )
      .replace(
        '#include <emissivemap_fragment>',
        '#include <emissivemap_fragment>\n totalEmissiveRadiance = mix(totalEmissiveRadiance, vColor, uGlow);',
      );
  };
  material.customProgramCacheKey = () => 'emberforge-piece-v1';
  return material;
}
