import { DEFAULT_LOCALE, type Locale } from '@amoretto/shared';

// The SMS carrying a direct-debit code, in the member's language. Short: one SMS segment.
const TEXTS: Record<Locale, string> = {
  it: '{{site}}: il tuo codice per l’addebito diretto è {{code}}. Vale {{minutes}} minuti. Non condividerlo con nessuno.',
  en: '{{site}}: your direct debit code is {{code}}. It is valid for {{minutes}} minutes. Never share it.',
  de: '{{site}}: Dein Lastschrift-Code ist {{code}}. Er gilt {{minutes}} Minuten. Gib ihn niemandem weiter.',
  fr: '{{site}} : votre code de prélèvement est {{code}}. Il est valable {{minutes}} minutes. Ne le partagez pas.',
  es: '{{site}}: tu código de domiciliación es {{code}}. Es válido {{minutes}} minutos. No lo compartas.',
  nl: '{{site}}: je incassocode is {{code}}. Hij is {{minutes}} minuten geldig. Deel hem met niemand.',
  pl: '{{site}}: Twój kod polecenia zapłaty to {{code}}. Jest ważny {{minutes}} minut. Nie udostępniaj go nikomu.',
};

export function directDebitSms(locale: string, vars: { site: string; code: string; minutes: number }): string {
  const template = TEXTS[locale as Locale] ?? TEXTS[DEFAULT_LOCALE];
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => (key in vars ? String(vars[key as keyof typeof vars]) : match));
}
