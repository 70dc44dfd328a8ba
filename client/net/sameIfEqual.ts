/** `previous` when `next` holds the same data (plain JSON values), else `next`: keeps store slices' identity. */
export function sameIfEqual<T>(previous: T, next: T): T {
  return JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
}
