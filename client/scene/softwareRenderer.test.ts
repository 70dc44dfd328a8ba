import { describe, expect, it } from 'vitest';
import { isSoftwareRendererName } from './softwareRenderer.js';

describe('isSoftwareRendererName', () => {
  it('recognises CPU rasterisers by the names browsers report', () => {
    expect(isSoftwareRendererName('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)')).toBe(
      true,
    );
    expect(isSoftwareRendererName('Google SwiftShader')).toBe(true);
    expect(isSoftwareRendererName('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRendererName('ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)')).toBe(true);
  });
  it('leaves GPUs alone', () => {
    expect(isSoftwareRendererName('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)')).toBe(false);
    expect(isSoftwareRendererName('Apple M2')).toBe(false);
    expect(isSoftwareRendererName('Mali-G78')).toBe(false);
  });
});
