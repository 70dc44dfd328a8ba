/**
 * drei's <Html> rendered into the scene's own overlay element. drei picks its container lazily
 * (events.connected || the canvas parent) and, when that changes after mount, re-creates its React
 * root without re-rendering the content (labels went missing) and unmounts synchronously (React 19
 * warns). A fixed portal avoids both.
 */
import { Html } from '@react-three/drei';
import type { ComponentProps, RefObject } from 'react';
import { sceneOverlay } from './sceneOverlay.js';

export default function SceneHtml(props: ComponentProps<typeof Html>) {
  return <Html portal={sceneOverlay as RefObject<HTMLElement>} {...props} />;
}
