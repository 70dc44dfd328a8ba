import { Component, type ReactNode } from 'react';
import { isLoadError } from '../ui/loadErrors.js';
import { LoadFailed } from '../ui/LoadFailed.js';
import { ScenePlaceholder } from './ScenePlaceholder.js';

/**
 * Keeps the HUD alive when the 3D scene fails (no WebGL, a shader error...): shows the fallback. When
 * the scene's chunk could not be fetched (a dropped connection), the fallback offers a reload too.
 */
export class SceneErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }
  componentDidCatch(error: unknown) {
    console.error('3D scene failed; the HUD keeps working without it.', error);
  }
  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isLoadError(error)) return this.props.fallback;
    return (
      <>
        <ScenePlaceholder silent />
        <LoadFailed error={error} compact />
      </>
    );
  }
}
