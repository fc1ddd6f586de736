import type { SandboxSmsRow } from './direct-debit.repository';

/** One message of the sandbox SMS inbox (`?format=json`). */
export interface SandboxSmsView {
  id: string;
  phone: string;
  text: string;
  created_at: string;
}

export interface SandboxSmsInbox {
  messages: SandboxSmsView[];
}

export const sandboxSmsView = (row: SandboxSmsRow): SandboxSmsView => ({
  id: row.id, phone: row.phone, text: row.body, created_at: new Date(row.created_at).toISOString(),
});

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Seconds between reloads of the open inbox (a meta refresh: the CSP allows no script). */
const REFRESH_SECONDS = 5;

/**
 * The sandbox SMS inbox a developer keeps open beside the mail inbox: every text the sandbox
 * sender "sent", newest first. Plain HTML, no script, no inline style; every value escaped.
 */
export function sandboxSmsPage(messages: readonly SandboxSmsView[]): string {
  const rows = messages.map((m) => `<tr>
          <td class="phone">${escapeHtml(m.phone)}</td>
          <td class="text">${escapeHtml(m.text)}</td>
          <td class="time"><time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at.replace('T', ' ').slice(0, 19))} UTC</time></td>
        </tr>`).join('\n        ');
  const list = messages.length === 0
    ? '<p class="empty">No text messages yet. A direct-debit order sends its code here.</p>'
    : `<table>
        <thead><tr><th>Phone</th><th>Text</th><th>Time</th></tr></thead>
        <tbody>
        ${rows}
        </tbody>
      </table>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <meta http-equiv="refresh" content="${REFRESH_SECONDS}">
    <title>Sandbox SMS inbox</title>
    <link rel="stylesheet" href="/api/sandbox/sms.css">
  </head>
  <body>
    <main>
      <h1>Sandbox SMS inbox</h1>
      <p class="note">Test sender: these texts were not sent to any phone. Newest first; the page reloads every ${REFRESH_SECONDS} seconds.</p>
      ${list}
    </main>
  </body>
</html>
`;
}

export const SANDBOX_SMS_CSS = `body { font-family: system-ui, sans-serif; background: #f4f1f6; margin: 0; }
main { max-width: 56rem; margin: 2rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
h1 { font-size: 1.4rem; margin-top: 0; }
.note, .empty { color: #7a6a80; font-size: .9rem; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #eee; vertical-align: top; }
td.phone, td.time { white-space: nowrap; font-variant-numeric: tabular-nums; }
`;
