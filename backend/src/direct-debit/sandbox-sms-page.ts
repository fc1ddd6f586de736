import { SANDBOX_BASE_CSS, escapeHtml, sandboxHtmlPage } from '../common/sandbox-html-page';
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
  id: row.id,
  phone: row.phone,
  text: row.body,
  created_at: new Date(row.created_at).toISOString(),
});

/** Seconds between reloads of the open inbox (a meta refresh: the CSP allows no script). */
const REFRESH_SECONDS = 5;

/**
 * The sandbox SMS inbox a developer keeps open beside the mail inbox: every text the sandbox
 * sender "sent", newest first. Plain HTML, no script, no inline style; every value escaped.
 */
export function sandboxSmsPage(messages: readonly SandboxSmsView[]): string {
  const rows = messages
    .map(
      (m) => `<tr>
          <td class="phone">${escapeHtml(m.phone)}</td>
          <td class="text">${escapeHtml(m.text)}</td>
          <td class="time"><time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at.replace('T', ' ').slice(0, 19))} UTC</time></td>
        </tr>`,
    )
    .join('\n        ');
  const list =
    messages.length === 0
      ? '<p class="empty">No text messages yet. A direct-debit order sends its code here.</p>'
      : `<table>
        <thead><tr><th>Phone</th><th>Text</th><th>Time</th></tr></thead>
        <tbody>
        ${rows}
        </tbody>
      </table>`;
  return sandboxHtmlPage({
    title: 'Sandbox SMS inbox',
    stylesheet: '/api/sandbox/sms.css',
    refreshSeconds: REFRESH_SECONDS,
    body: `<h1>Sandbox SMS inbox</h1>
      <p class="note">Test sender: these texts were not sent to any phone. Newest first; the page reloads every ${REFRESH_SECONDS} seconds.</p>
      ${list}`,
  });
}

export const SANDBOX_SMS_CSS = `${SANDBOX_BASE_CSS}main { max-width: 56rem; }
.note, .empty { color: #7a6a80; font-size: .9rem; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #eee; vertical-align: top; }
td.phone, td.time { white-space: nowrap; font-variant-numeric: tabular-nums; }
`;
