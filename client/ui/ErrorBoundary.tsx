import { Component, type ReactNode } from 'react';

/**
 * Catches what its children throw while rendering and shows `fallback(error)` instead, after logging
 * `log` with the error. The app's last resort and the 3D table's boundary are both this.
 */
export class ErrorBoundary extends Component<
  { log: string; fallback: (error: unknown) => ReactNode; children: ReactNode },
  { error: unknown }
> {
  state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') }; // a thrown null is still a failure
  }
  componentDidCatch(error: unknown) {
    console.error(this.props.log, error);
  }
  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
