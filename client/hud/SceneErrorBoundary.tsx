import { Component, type ReactNode } from 'react';

/** Keeps the HUD alive when the 3D scene fails (no WebGL, a shader error...): shows the fallback. */
export class SceneErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('3D scene failed; the HUD keeps working without it.', error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
