import { inlineSvgs, svgDataUrl, takeEntryTags } from './head-order';

const built = `<head>
    <title>Amoretto</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
  </head>`;

describe('takeEntryTags', () => {
  it('takes the entry script and its preloads out of the head, largest file first', () => {
    const sizes: Record<string, number> = {
      'assets/index-a.js': 80_000,
      'assets/rolldown-runtime-b.js': 700,
      'assets/vendor-c.js': 380_000,
    };
    const { html, tags } = takeEntryTags(built, (file) => sizes[file]!);
    expect(tags).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/vendor-c.js">',
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b.js">',
    ]);
    // The stylesheet stays where it was.
    expect(html).toBe(`<head>
    <title>Amoretto</title>
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
  </head>`);
  });

  it('refuses a page without the entry script', () => {
    expect(() => takeEntryTags('<head><title>x</title></head>', () => 0)).toThrow(/no module script/);
  });
});

describe('icons inside the page', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="url(#g)"/>
</svg>
`;

  it('is a data URL a browser decodes back to the same picture', () => {
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='url(#g)'/></svg>",
    );
    // Nothing that would end the attribute or the tag it stands in.
    expect(url).not.toMatch(/["<>]/);
  });

  it('replaces every attribute naming the file, and says so when the page names none', () => {
    const page = '<link rel="icon" href="/favicon.svg" /><img src="/icon.svg" alt="" /><img src="/icon.svg" alt="" />';
    const html = inlineSvgs(page, { '/favicon.svg': svg, '/icon.svg': svg });
    expect(html).toBe(
      `<link rel="icon" href="${svgDataUrl(svg)}" /><img src="${svgDataUrl(svg)}" alt="" /><img src="${svgDataUrl(svg)}" alt="" />`,
    );
    expect(() => inlineSvgs('<title>x</title>', { '/favicon.svg': svg })).toThrow(/\/favicon\.svg/);
  });
});
