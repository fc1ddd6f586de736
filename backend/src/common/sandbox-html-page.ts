/** Escapes text for HTML element content and double- or single-quoted attributes. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The frame of the sandbox's own pages (hosted checkout, SMS inbox): plain HTML with no
 * script and no inline style, the stylesheet served beside it, so the API's strict CSP
 * holds. `body` is already escaped markup.
 */
export function sandboxHtmlPage(page: { title: string; stylesheet: string; body: string; refreshSeconds?: number }): string {
  const refresh = page.refreshSeconds ? `\n    <meta http-equiv="refresh" content="${page.refreshSeconds}">` : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">${refresh}
    <title>${escapeHtml(page.title)}</title>
    <link rel="stylesheet" href="${escapeHtml(page.stylesheet)}">
  </head>
  <body>
    <main>
      ${page.body}
    </main>
  </body>
</html>
`;
}

/** What both sandbox stylesheets start with. */
export const SANDBOX_BASE_CSS = `body { font-family: system-ui, sans-serif; background: #f4f1f6; margin: 0; }
main { margin: 3rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
h1 { font-size: 1.4rem; margin-top: 0; }
`;
