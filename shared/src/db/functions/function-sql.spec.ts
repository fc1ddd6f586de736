import { MIGRATIONS } from '../migrations';
import { DB_FUNCTIONS, functionBody, functionSql, pinnedFunctionSql, sqlDigest, type FunctionLoads } from './function-sql';

const loadsOf = (migration: (typeof MIGRATIONS)[number]): FunctionLoads => (migration as { loads?: FunctionLoads }).loads ?? {};

describe('database function files', () => {
  it.each(DB_FUNCTIONS)('%s: the last migration that loads it pins the file as it is now (a changed file needs a new migration)', (fn) => {
    const loaders = MIGRATIONS.filter((migration) => loadsOf(migration)[fn] !== undefined);
    expect(loaders.length).toBeGreaterThan(0);
    expect(loadsOf(loaders.at(-1)!)[fn]).toBe(sqlDigest(functionSql(fn)));
  });

  it.each(DB_FUNCTIONS)('%s: the file is one CREATE OR REPLACE of that function with a $fn$-quoted body', (fn) => {
    const sql = functionSql(fn);
    expect(sql).toMatch(new RegExp(`^CREATE OR REPLACE FUNCTION ${fn}\\(`, 'm'));
    expect(functionBody(sql)).toMatch(/^\s*(DECLARE|BEGIN)\b[\s\S]*\bEND\s*$/);
  });

  it('gives a migration nothing to load once the file differs from the version it pinned', () => {
    const sql = functionSql('chat_send');
    expect(pinnedFunctionSql('chat_send', sqlDigest(sql))).toBe(sql);
    expect(pinnedFunctionSql('chat_send', sqlDigest(`${sql}\n-- edited`))).toBeNull();
  });
});
