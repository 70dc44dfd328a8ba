import { describe, expect, it } from 'vitest';
import {
  flagFromUrl,
  historyRouteFromUrl,
  inviteUrl,
  practiceFromUrl,
  replayPath,
  seatKeyFromUrl,
  seatLinkUrl,
  tableIdFromUrl,
} from './url.js';

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

  it('carry a seat key in the fragment only, and read back only a well-formed one', () => {
    const key = 'aB3_-'.repeat(8) + 'xyz';
    const link = seatLinkUrl('https://play.test/', 'r00m-1', key);
    expect(link).toBe(`https://play.test/table/r00m-1#seat=${key}`);
    const u = new URL(link);
    expect(u.pathname + u.search).toBe('/table/r00m-1'); // what a request or a referrer would carry
    expect(tableIdFromUrl(link)).toBe('r00m-1');
    expect(seatKeyFromUrl(link)).toBe(key);
    expect(seatKeyFromUrl('https://play.test/table/r00m-1#seat=short')).toBeNull();
    expect(seatKeyFromUrl('https://play.test/table/r00m-1')).toBeNull();
  });

  it('read flags', () => {
    expect(flagFromUrl('http://x.test/?fixture=1', 'fixture')).toBe(true);
    expect(flagFromUrl('http://x.test/?fixture=0', 'fixture')).toBe(false);
    expect(flagFromUrl('http://x.test/', 'practice')).toBe(false);
  });

  it('start practice only from the lobby address, never over a table link', () => {
    expect(practiceFromUrl('http://x.test/?practice=1')).toBe(true);
    expect(practiceFromUrl('http://x.test/?practice=7&seats=2')).toBe(true);
    expect(practiceFromUrl('http://x.test/table/r00m-1?practice=7')).toBe(false);
    expect(practiceFromUrl('http://x.test/?table=r00m-1&practice=1')).toBe(false);
    expect(practiceFromUrl('http://x.test/')).toBe(false);
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
