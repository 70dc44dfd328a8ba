/**
 * The 3D table, loaded lazily (its own chunk with three / r3f / drei) so the lobby's initial JS
 * stays small. import.meta.glob keeps the build working while client/scene/TableScene.tsx is absent.
 */
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useHudStore } from './hudStore.js';
import { flagFromUrl } from '../lobby/url.js';
import { SceneErrorBoundary } from './SceneErrorBoundary.js';
import { NoTableFrame } from './NoTableFrame.js';
import { ScenePlaceholder } from './ScenePlaceholder.js';

const modules = import.meta.glob<{ default: ComponentType }>('../scene/TableScene.tsx');
const loader = modules['../scene/TableScene.tsx'];
const TableScene = loader ? lazy(loader) : null;

/** ?noscene=1 renders the HUD alone (slow machines without a GPU, HUD tests). */
const noScene = typeof window !== 'undefined' && flagFromUrl(window.location.href, 'noscene');

export function TableSceneLazy() {
  if (!TableScene || noScene)
    return (
      <>
        <ScenePlaceholder />
        <NoTableFrame />
      </>
    );
  return (
    <SceneErrorBoundary>
      <Suspense fallback={<ScenePlaceholder loading />}>
        <TableScene />
        <SceneMounted />
      </Suspense>
    </SceneErrorBoundary>
  );
}

/** Rendered beside the loaded scene: tells the HUD the scene is on screen. */
function SceneMounted() {
  useEffect(() => {
    useHudStore.getState().setSceneMounted(true);
    return () => useHudStore.getState().setSceneMounted(false);
  }, []);
  return null;
}
