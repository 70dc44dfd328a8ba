/** The DOM element above the canvas that holds the scene's HTML labels (set by TableScene). */
export const sceneOverlay: { current: HTMLDivElement | null } = { current: null };
