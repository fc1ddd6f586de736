import { drainOffsets } from './drain-rules';

describe('drainOffsets', () => {
  it('puts one socket in each equal slot of the window, at a random point of it', () => {
    let n = 0;
    const random = () => [0, 0.5, 0.999][n++ % 3]!;
    const offsets = drainOffsets(100, 5_000, random);
    expect(offsets).toHaveLength(100);
    offsets.forEach((offset, i) => {
      expect(offset).toBeGreaterThanOrEqual(i * 50);
      expect(offset).toBeLessThan((i + 1) * 50);
    });
  });

  it('closes at once with no window, and answers nothing for no sockets', () => {
    expect(drainOffsets(3, 0)).toEqual([0, 0, 0]);
    expect(drainOffsets(0, 5_000)).toEqual([]);
  });
});
