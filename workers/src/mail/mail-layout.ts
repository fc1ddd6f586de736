import mjml2html from 'mjml';
import type { MailContent } from '@amoretto/shared';

// The one HTML layout of every mail the product sends, written in MJML: MJML compiles it to the
// table markup, inline styles and Outlook conditionals that mail clients need, so we keep no
// hand-built tables. Compiled per mail (a few milliseconds) in the mail worker, never in a request.

const PRIMARY = '#d6204e';
const INK = '#1d2b53';
const MUTED = '#6b7280';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Only http(s) links reach a mail; anything else becomes the site's origin. */
const safeHref = (href: string, fallback: string) => escapeHtml(/^https?:\/\//i.test(href) ? href : fallback);

function profilesBlock(content: MailContent): string {
  if (!content.profiles?.length) return '';
  const rows = content.profiles.map((p) => {
    const name = p.href
      ? `<a href="${safeHref(p.href, content.site.origin)}" style="color:${INK};font-weight:bold">${escapeHtml(p.name)}</a>`
      : `<strong>${escapeHtml(p.name)}</strong>`;
    const detail = p.detail ? `, ${escapeHtml(p.detail)}` : '';
    const label = p.fictionalLabel
      ? ` <span style="display:inline-block;padding:1px 8px;border-radius:10px;background:#fde8ee;color:${PRIMARY};font-size:12px">${escapeHtml(p.fictionalLabel)}</span>`
      : '';
    return `<mj-text padding="4px 24px">${name}${detail}${label}</mj-text>`;
  });
  return rows.join('');
}

function mjmlOf(content: MailContent): string {
  const origin = content.site.origin;
  const paragraphs = content.paragraphs.map((p) => `<mj-text>${escapeHtml(p)}</mj-text>`).join('');
  const quote = content.quote
    ? `<mj-text padding="8px 24px"><div style="border-left:3px solid ${PRIMARY};padding:8px 12px;background:#f6f7fb;font-style:italic;white-space:pre-line">${escapeHtml(content.quote)}</div></mj-text>`
    : '';
  const tables = (content.tables ?? [])
    .map((table) => {
      const size = table.small ? '13px' : '15px';
      const title = table.title ? `<mj-text font-size="18px" font-weight="bold">${escapeHtml(table.title)}</mj-text>` : '';
      const rows = table.rows
        .map(
          ([k, v]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:${MUTED}">${escapeHtml(k)}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
        )
        .join('');
      return `${title}<mj-table font-size="${size}" color="${INK}" padding="4px 24px">${rows}</mj-table>`;
    })
    .join('');
  const button = content.button
    ? `<mj-button href="${safeHref(content.button.href, origin)}" background-color="${PRIMARY}" color="#ffffff" border-radius="24px" font-weight="bold" inner-padding="12px 24px">${escapeHtml(content.button.label)}</mj-button>` +
      `<mj-text font-size="12px" color="${MUTED}" align="center">${safeHref(content.button.href, origin)}</mj-text>`
    : '';
  const notes = (content.notes ?? []).map((n) => `<mj-text font-size="13px" color="${MUTED}">${escapeHtml(n)}</mj-text>`).join('');
  const small = [
    ...(content.footer ?? []).map((line) => escapeHtml(line)),
    ...(content.footerLinks?.length
      ? [
          content.footerLinks
            .map((l) => `<a href="${safeHref(l.href, origin)}" style="color:${MUTED}">${escapeHtml(l.label)}</a>`)
            .join(' · '),
        ]
      : []),
  ];
  const footer = small.length
    ? `<mj-section padding="8px 0"><mj-column><mj-text font-size="12px" color="${MUTED}" align="center">${small.join('<br />')}</mj-text></mj-column></mj-section>`
    : '';
  // The site's name links home when the mail knows its origin (a notice without a link may not).
  const siteName = /^https?:\/\//i.test(origin)
    ? `<a href="${escapeHtml(origin)}" style="color:${PRIMARY};text-decoration:none">${escapeHtml(content.site.name)}</a>`
    : escapeHtml(content.site.name);
  return `<mjml lang="${escapeHtml(content.lang)}">
  <mj-head>
    <mj-title>${escapeHtml(content.site.name)}</mj-title>
    ${content.preheader ? `<mj-preview>${escapeHtml(content.preheader)}</mj-preview>` : ''}
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="${INK}" padding="8px 24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f8" width="600px">
    <mj-section padding="20px 0 8px">
      <mj-column>
        <mj-text align="center" font-size="22px" font-weight="bold" color="${PRIMARY}">${siteName}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="12px" padding="16px 0">
      <mj-column>
        <mj-text>${escapeHtml(content.greeting)}</mj-text>
        ${paragraphs}${quote}${profilesBlock(content)}${tables}${button}${notes}
      </mj-column>
    </mj-section>
    ${footer}
  </mj-body>
</mjml>`;
}

/** The HTML part of a mail: `content` in the product's layout. Throws on a layout MJML refuses (a bug, not input). */
export async function renderMailHtml(content: MailContent): Promise<string> {
  const result = await mjml2html(mjmlOf(content), { validationLevel: 'strict', keepComments: false });
  return result.html;
}
