/** Whether this browser has taken or declined the guided first round (issue 41): asked once, remembered. */
const STORAGE_KEY = 'emberforge.tour';

export function tourSeen(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'done';
  } catch {
    return false;
  }
}

export function rememberTourSeen(): void {
  try {
    localStorage.setItem(STORAGE_KEY, 'done');
  } catch {
    // private mode: the choice lasts for this page only
  }
}
