import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { IdFromText, IsId, isId, parseId, parseUrlId } from './ids';

class Body {
  @IsId() id: number;
}
class Query {
  @IdFromText() @IsId() id: number;
}
class List {
  @IsId({ each: true }) ids: number[];
}

const failed = (cls: new () => object, plain: object) =>
  validateSync(plainToInstance(cls, plain)).flatMap((error) => Object.keys(error.constraints ?? {}));

describe('the id rule', () => {
  it('takes a positive int4 and nothing else', () => {
    for (const good of [1, 42, 2_147_483_647]) expect(isId(good)).toBe(true);
    // 2 ** 53 + 1 (a client's 9007199254740993) already reads as 2 ** 53: unsafe, so not an id.
    for (const bad of [0, -1, 1.5, 2_147_483_648, 1e308, 2 ** 53 + 1, Number.NaN, Infinity, '1', null]) expect(isId(bad)).toBe(false);
  });

  it('reads text as an id only when it is plain digits within range', () => {
    expect([parseId('7'), parseId('0007'), parseId('2147483647')]).toEqual([7, 7, 2_147_483_647]);
    for (const bad of ['0', '2147483648', '99999999999', '1e3', '0x10', ' 7', '7 ', '', '-1', '1.0', undefined])
      expect(parseId(bad)).toBeUndefined();
  });

  it('reads a page address id only in its one spelling', () => {
    expect([parseUrlId('1'), parseUrlId('2147483647')]).toEqual([1, 2_147_483_647]);
    for (const bad of ['', '0', '-3', '07', '1.5', 'abc', '12abc', '2147483648', '99999999999']) expect(parseUrlId(bad)).toBeNull();
  });

  it('refuses out-of-range JSON numbers with the usual constraint names', () => {
    expect(failed(Body, { id: 5 })).toEqual([]);
    expect(failed(Body, { id: 2_147_483_648 })).toEqual(['max']);
    expect(failed(Body, { id: 1e308 })).toEqual(['max']);
    expect(failed(Body, { id: JSON.parse('9007199254740993') as number })).toEqual(['max']);
    expect(failed(Body, { id: 0 })).toEqual(['min']);
    expect(failed(Body, { id: '5' })).toEqual(expect.arrayContaining(['isInt']));
    expect(failed(List, { ids: [1, 2_147_483_648] })).toEqual(['max']);
  });

  it('reads query and form text as digits only', () => {
    expect(failed(Query, { id: '12' })).toEqual([]);
    expect(failed(Query, { id: '2147483648' })).toEqual(['max']);
    expect(failed(Query, { id: '1e3' })).toEqual(expect.arrayContaining(['isInt']));
    expect(failed(Query, { id: '0x10' })).toEqual(expect.arrayContaining(['isInt']));
  });
});
