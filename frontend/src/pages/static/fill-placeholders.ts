/** Values substituted into static page text. */
export interface PlaceholderValues {
  site_name: string;
  company_name: string;
  company_address: string;
  company_city: string;
  kvk: string;
  support_email: string;
  support_phone: string;
  refund_days: string;
  terms_date: string;
}

/** Replaces `{{name}}` markers; unknown names are left visible so a typo gets noticed. */
export function fillPlaceholders(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (marker, name: string) => values[name] ?? marker);
}
