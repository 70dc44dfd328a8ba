import { describe, expect, it } from 'vitest';
import { nameKey, normalizePlayerName, PLAYER_NAME_MAX } from './playerName.js';

const ok = (raw: unknown) => {
  const r = normalizePlayerName(raw);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(raw)}: ${r.message}`);
  return r.name;
};
const refused = (raw: unknown) => {
  const r = normalizePlayerName(raw);
  return r.ok ? null : r.message;
};

describe('normalizePlayerName', () => {
  it('normalises to NFC, drops invisible characters and collapses spaces', () => {
    expect(ok('  Ada   Lovelace ')).toBe('Ada Lovelace');
    expect(ok('Jose\u0301')).toBe('José'); // decomposed -> one code point
    expect(ok('Jose\u0301').length).toBe(4);
    expect(ok('A\u200bd\u202ea\u0007')).toBe('Ada');
  });

  it('counts visible characters, not code units', () => {
    expect(ok('A' + '🧔🏽‍♂️'.repeat(PLAYER_NAME_MAX - 1)).length).toBeGreaterThan(PLAYER_NAME_MAX);
    expect(refused('🧔🏽‍♂️')).toMatch(/letter or digit/);
    expect(ok('é'.repeat(PLAYER_NAME_MAX))).toHaveLength(PLAYER_NAME_MAX);
    expect(refused('x'.repeat(PLAYER_NAME_MAX + 1))).toMatch(/too long/);
    expect(refused('x'.repeat(10_000))).toMatch(/too long/);
    expect(ok('Nguyễn')).toBe('Nguyễn');
  });

  it('refuses names without a letter or digit, marks alone and stacked marks', () => {
    expect(refused('\u0301'.repeat(24))).toMatch(/letter or digit/);
    expect(refused('a' + '\u0301'.repeat(200))).toMatch(/too many accents/);
    expect(refused('a' + '\u0301\u0302\u0303\u0304\u0305')).toMatch(/too many accents/); // NFC composes á; 4 marks stay
    expect(refused('!!!')).toMatch(/letter or digit/);
    expect(refused('   ')).toMatch(/Choose a name/);
    expect(refused('\u200b\u200b')).toMatch(/Choose a name/);
    expect(refused(42)).toMatch(/text/);
    expect(ok('7')).toBe('7');
    expect(ok('Ñandú')).toBe('Ñandú');
    expect(ok('李小龍')).toBe('李小龍');
  });

  it('drops lone surrogates (half of a pair is not text; the schema encoder would shift every later field), keeping whole pairs', () => {
    expect(ok('Bob\ud800')).toBe('Bob');
    expect(ok('\udfffAda\ud83d')).toBe('Ada');
    expect(ok('Ada 🔥')).toBe('Ada 🔥');
    expect(refused('\ud800\ud800')).toMatch(/Choose a name/);
  });
});

describe('nameKey', () => {
  it('makes look-alike spellings of one name equal', () => {
    const brokk = nameKey('Brokk');
    for (const n of ['brokk', 'BROKK', 'Brökk', 'B r o k k', 'Ｂｒｏｋｋ', 'Bro\u0308kk']) expect(nameKey(n)).toBe(brokk);
    expect(nameKey('Eitri')).not.toBe(brokk);
  });
});
