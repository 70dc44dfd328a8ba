import type { ReactNode } from 'react';
import { ErrorBoundary } from '../ui/ErrorBoundary.js';
import { isLoadError } from '../ui/loadErrors.js';
import { LoadFailed } from '../ui/LoadFailed.js';
import { NoTableFrame } from './NoTableFrame.js';
import { ScenePlaceholder } from './ScenePlaceholder.js';

/**
 * Keeps the HUD alive when the 3D scene fails (no WebGL, a shader error...): the table's placeholder
 * instead. When the scene's chunk could not be fetched (a dropped connection), it offers a reload too.
 */
export function SceneErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      log="3D scene failed; the HUD keeps working without it."
      fallback={(error) =>
        isLoadError(error) ? (
          <>
            <ScenePlaceholder silent />
            <NoTableFrame />
            <LoadFailed error={error} compact />
          </>
        ) : (
          <>
            <ScenePlaceholder />
            <NoTableFrame />
          </>
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}
