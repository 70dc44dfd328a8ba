/** Which ends of a sideways-scrolling row have more beyond them ('' when it all fits). */
export type ScrollEdges = '' | 'left' | 'right' | 'left right';

/** From a row's scroll box (a pixel of slack: zoomed pages report fractional scroll positions). */
export function scrollEdges(box: { scrollLeft: number; clientWidth: number; scrollWidth: number }): ScrollEdges {
  const left = box.scrollLeft > 1;
  const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
  return left && right ? 'left right' : left ? 'left' : right ? 'right' : '';
}
