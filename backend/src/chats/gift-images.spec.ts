import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GIFT_IDS } from '@amoretto/shared';

// Every gift the API accepts has its picture in the frontend's public files (/gifts/<id>.svg).
const giftsDir = join(__dirname, '..', '..', '..', 'frontend', 'public', 'gifts');

describe('gift images', () => {
  it.each(GIFT_IDS)('%s has a self-contained 128×128 SVG', (id) => {
    const svg = readFileSync(join(giftsDir, `${id}.svg`), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 128 128"/);
    expect(svg.length).toBeLessThan(4096);
    // Nothing that loads other resources or runs code when the file is opened on its own.
    expect(svg).not.toMatch(/href|url\(|<script|<image|<foreignObject|\bon[a-z]+=/i);
  });

  it('has a distinct picture for every gift', () => {
    const contents = GIFT_IDS.map((id) => readFileSync(join(giftsDir, `${id}.svg`), 'utf8'));
    expect(new Set(contents).size).toBe(GIFT_IDS.length);
  });
});
