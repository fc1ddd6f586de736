import type { AccountExport } from '@amoretto/shared';

type ExportedMessage = AccountExport['messages'][number];

/**
 * One message as the export shows it: the texts the member wrote in full; of what they received,
 * only who, when and what kind (the words are the other member's data).
 */
export function exportedMessage(
  row: { conversation_id: number; sender_id: number; partner_id: number; kind: string; body: string; cost: number; created_at: Date },
  memberId: number,
): ExportedMessage {
  const sent = row.sender_id === memberId;
  return {
    conversation_id: row.conversation_id,
    direction: sent ? 'sent' : 'received',
    partner_id: row.partner_id,
    kind: row.kind,
    body: sent && row.kind === 'text' ? row.body : null,
    cost: sent ? row.cost : 0,
    created_at: row.created_at.toISOString(),
  };
}

/** A photo's address for someone outside the site: relative cdn prefixes get the site's origin. */
export function photoUrl(origin: string, cdnPrefix: string, filename: string): string {
  const prefix = cdnPrefix.startsWith('/') ? `${origin}${cdnPrefix}` : cdnPrefix;
  return `${prefix.replace(/\/+$/, '')}/${filename}`;
}

/** A push endpoint names the member's device at the push service: the export shows only whose service it is. */
export function endpointHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

/** The export's file name: the site and the day, nothing personal (it may sit in a shared downloads folder). */
export function exportFileName(siteName: string, at: Date): string {
  const site =
    siteName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'account';
  return `${site}-data-${at.toISOString().slice(0, 10)}.json`;
}
