import { describe, expect, it } from 'vitest';
import { flagFromUrl, historyRouteFromUrl, inviteUrl, replayPath, tableIdFromUrl } from './url.js';

describe('table links', () => {
  it('read the table id from /table/<id> and from ?table=<id>', () => {
    expect(tableIdFromUrl('http://x.test/table/AbC_12')).toBe('AbC_12');
    expect(tableIdFromUrl('http://x.test/table/AbC_12/')).toBe('AbC_12');
    expect(tableIdFromUrl('http://x.test/?table=q9Z')).toBe('q9Z');
    expect(tableIdFromUrl('http://x.test/')).toBeNull();
  });

  it('refuse ids that are not plain room ids', () => {
    expect(tableIdFromUrl('http://x.test/?table=%3Cscript%3E')).toBeNull();
    expect(tableIdFromUrl('http://x.test/table/a/b')).toBeNull();
  });

  it('build an invite link that reads back to the same id', () => {
    const link = inviteUrl('http://play.test:3000/', 'r00m-1');
    expect(link).toBe('http://play.test:3000/table/r00m-1');
    expect(tableIdFromUrl(link)).toBe('r00m-1');
  });

  it('read flags', () => {
    expect(flagFromUrl('http://x.test/?fixture=1', 'fixture')).toBe(true);
    expect(flagFromUrl('http://x.test/?fixture=0', 'fixture')).toBe(false);
    expect(flagFromUrl('http://x.test/', 'practice')).toBe(false);
  });
});

describe('history links', () => {
  it('read /games and /replay/<id>', () => {
    expect(historyRouteFromUrl('http://x.test/games')).toEqual({ page: 'games' });
    expect(historyRouteFromUrl('http://x.test/replay/AbC_12')).toEqual({ page: 'replay', id: 'AbC_12' });
    expect(historyRouteFromUrl('http://x.test/replay/%3Cb%3E')).toBeNull();
    expect(historyRouteFromUrl('http://x.test/replay/%E0%A4%A')).toBeNull();
    expect(historyRouteFromUrl('http://x.test/table/AbC_12')).toBeNull();
  });

  it('link a server table to its replay, never a game of this page', () => {
    const path = replayPath('r00m-1');
    expect(path).toBe('/replay/r00m-1');
    expect(historyRouteFromUrl(`http://x.test${path}`)).toEqual({ page: 'replay', id: 'r00m-1' });
    expect(replayPath('practice')).toBeNull();
    expect(replayPath('fixture')).toBeNull();
    expect(replayPath(null)).toBeNull();
  });
});
