import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary.js';
import { LoadFailed } from './LoadFailed.js';

/**
 * The last resort around the whole app: an error no component handled (a game screen chunk that could
 * not be fetched on a phone's flaky connection, a bug) shows what happened and a reload button, never
 * a blank page.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      log="The page failed; it offers a reload."
      fallback={(error) => (
        <div className="load-failed-page">
          <LoadFailed error={error} />
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
