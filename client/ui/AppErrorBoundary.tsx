import { Component, type ReactNode } from 'react';
import { LoadFailed } from './LoadFailed.js';

/**
 * The last resort around the whole app: an error no component handled (a game screen chunk that could
 * not be fetched on a phone's flaky connection, a bug) shows what happened and a reload button, never
 * a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }
  componentDidCatch(error: unknown) {
    console.error('The page failed; it offers a reload.', error);
  }
  render() {
    return this.state.error ? (
      <div className="load-failed-page">
        <LoadFailed error={this.state.error} />
      </div>
    ) : (
      this.props.children
    );
  }
}
