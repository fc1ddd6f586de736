import type { EmailNotificationType, Locale } from '@amoretto/shared';
import { fillMailText, mailTexts } from '@amoretto/shared/node';

// The page behind a notification mail's unsubscribe link, in the member's language. Plain HTML
// with a form and no script: it has to work in whatever browser a mail client opens, without the
// member being logged in. A GET only asks (mail scanners open links); the form's POST is the same
// one-click unsubscribe a mail client sends (RFC 8058).

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface UnsubscribePageInput {
  state: 'ask' | 'done' | 'invalid';
  locale: Locale;
  site: string;
  type?: EmailNotificationType;
  email?: string;
  /** Where the form posts (the link itself). */
  action?: string;
  /** The site's notification settings page. */
  settingsUrl: string;
}

export function unsubscribePage(input: UnsubscribePageInput): string {
  const texts = mailTexts(input.locale);
  const t = texts.unsubscribe;
  const vars = { site: input.site, email: input.email, type: input.type ? texts.types[input.type] : '' };
  const fill = (s: string) => escapeHtml(fillMailText(s, vars));
  const main =
    input.state === 'ask'
      ? `<p>${fill(t.question)}</p>
    <form method="post" action="${escapeHtml(input.action ?? '')}">
      <input type="hidden" name="List-Unsubscribe" value="One-Click">
      <button type="submit">${fill(t.button)}</button>
    </form>`
      : `<p role="status">${fill(input.state === 'done' ? t.done : t.invalid)}</p>`;
  return `<!doctype html>
<html lang="${escapeHtml(input.locale)}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${fill(t.title)} · ${escapeHtml(input.site)}</title>
  <style>
    body { font-family: Helvetica, Arial, sans-serif; color: #1d2b53; background: #f3f4f8; margin: 0; padding: 24px 16px; }
    main { max-width: 480px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; }
    h1 { font-size: 1.4rem; margin-top: 0; }
    button { font: inherit; font-weight: bold; color: #fff; background: #b5173f; border: 0; border-radius: 24px; padding: 12px 24px; cursor: pointer; }
    button:focus-visible, a:focus-visible { outline: 3px solid #1d2b53; outline-offset: 2px; }
    a { color: #1d2b53; }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(input.site)}: ${fill(t.title)}</h1>
    ${main}
    <p><a href="${escapeHtml(input.settingsUrl)}">${fill(t.settings)}</a></p>
  </main>
</body>
</html>`;
}
