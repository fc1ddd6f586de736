// What a mail says, independent of its markup: producers (backend, workers) build it from the mail
// catalogs, the mail worker lays it out as HTML with the MJML layout (workers/src/mail/mail-layout.ts)
// and `mailContentText` makes the plain-text part from the same content, so both parts agree.

export interface MailProfileLine {
  name: string;
  /** "31, Milano". */
  detail?: string;
  /** The site's fictional label, on every fictional profile the mail names (docs/product.md#audience). */
  fictionalLabel?: string;
  href?: string;
}

export interface MailContent {
  /** BCP 47 tag of the member's language, for `<html lang>`. */
  lang: string;
  /** The member's own site: its name heads the mail, its origin is where every link goes. */
  site: { name: string; origin: string };
  /** The line mail clients show after the subject. */
  preheader?: string;
  greeting: string;
  paragraphs: string[];
  /** A message preview, shown as a quote. */
  quote?: string;
  profiles?: MailProfileLine[];
  /** Label and value lines (a receipt), each table with an optional title; `small` for the fine print. */
  tables?: { title?: string; rows: [string, string][]; small?: boolean }[];
  button?: { label: string; href: string };
  /** Paragraphs after the button ("if this was not you…"). */
  notes?: string[];
  /** Small print under a rule: why the member gets this mail, the support address. */
  footer?: string[];
  /** Links in the small print: the notification settings, unsubscribe. */
  footerLinks?: { label: string; href: string }[];
}

const profileLine = (p: MailProfileLine) =>
  `- ${p.name}${p.detail ? `, ${p.detail}` : ''}${p.fictionalLabel ? ` (${p.fictionalLabel})` : ''}${p.href ? `: ${p.href}` : ''}`;

/** The plain-text part: paragraphs apart by a blank line, the button as its bare link, the small print after `-- `. */
export function mailContentText(content: MailContent): string {
  const blocks = [
    content.greeting,
    ...content.paragraphs,
    ...(content.quote
      ? [
          content.quote
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n'),
        ]
      : []),
    ...(content.profiles?.length ? [content.profiles.map(profileLine).join('\n')] : []),
    ...(content.tables ?? []).map((t) => [...(t.title ? [t.title] : []), ...t.rows.map(([k, v]) => `${k}: ${v}`)].join('\n')),
    ...(content.button ? [content.button.href] : []),
    ...(content.notes ?? []),
  ];
  const small = [...(content.footer ?? []), ...(content.footerLinks ?? []).map((l) => `${l.label}: ${l.href}`)];
  if (small.length > 0) blocks.push(`-- \n${small.join('\n')}`);
  return blocks.join('\n\n');
}
