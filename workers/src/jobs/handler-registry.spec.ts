import { JOBS } from '@amoretto/shared';
import { buildHandlerMap, type FoundHandler } from './handler-registry';

const handler = async () => undefined;
const all = (): FoundHandler[] => Object.keys(JOBS).map((name) => ({ name, owner: 'A', handler }));

describe('buildHandlerMap', () => {
  it('maps every job of the job map to its handler', () => {
    expect([...buildHandlerMap(all()).keys()].sort()).toEqual(Object.keys(JOBS).sort());
  });

  it('refuses a job without a handler', () => {
    expect(() => buildHandlerMap(all().slice(1))).toThrow(/has no handler/);
  });

  it('refuses a job with two handlers', () => {
    const twice = [...all(), { name: Object.keys(JOBS)[0]!, owner: 'B', handler }];
    expect(() => buildHandlerMap(twice)).toThrow(/has 2 handlers \(A, B\)/);
  });

  it('refuses a handler for a job that is not in the map', () => {
    expect(() => buildHandlerMap([...all(), { name: 'nobody.asked', owner: 'C', handler }])).toThrow(/unknown job "nobody.asked"/);
  });
});
