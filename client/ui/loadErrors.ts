/**
 * Whether an error is a part of the app that could not be fetched (a lazily loaded chunk or its CSS):
 * the connection dropped, or a new version was published and the old chunk names are gone. Browsers
 * keep a failed module import for the page's life, so only a reload fetches it again.
 */
export function isLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return /dynamically imported module|importing a module script failed|unable to preload css|failed to fetch|ChunkLoadError/i.test(message);
}
