import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

describe('openDatabase: shared statements', () => {
  it('compiles each SQL text once and hands the same statement to every caller', () => {
    const db = openDatabase(':memory:');
    const sql = 'SELECT bin FROM companies WHERE bin = ?';
    const first = db.prepare(sql);
    expect(db.prepare(sql)).toBe(first);
    expect(db.prepare('SELECT 1 AS one')).not.toBe(first);
    expect(first.get('180440000128')).toEqual({ bin: '180440000128' });
    expect(db.prepare(sql).get('000000000000')).toBeUndefined();
  });

  it('refuses the modes that would change a statement for everyone who shares it', () => {
    const statement = openDatabase(':memory:').prepare('SELECT 1 AS one');
    expect(() => statement.pluck()).toThrow(/shared/);
    expect(() => statement.raw()).toThrow(/shared/);
    expect(() => statement.expand()).toThrow(/shared/);
    expect(() => statement.safeIntegers()).toThrow(/shared/);
    expect(() => statement.bind()).toThrow(/shared/);
    expect(statement.get()).toEqual({ one: 1 });
  });

  it('keeps statements apart for two databases', () => {
    const a = openDatabase(':memory:');
    const b = openDatabase(':memory:');
    a.prepare("UPDATE companies SET name = 'A' WHERE bin = ?").run('180440000128');
    const read = 'SELECT name FROM companies WHERE bin = ?';
    expect(a.prepare(read)).not.toBe(b.prepare(read));
    expect(a.prepare(read).get('180440000128')).toEqual({ name: 'A' });
    expect(b.prepare(read).get('180440000128')).not.toEqual({ name: 'A' });
  });
});
