/**
 * Builds one of each Intl format the first pages use (times and dates in a conversation, country
 * names on member cards, numbers, i18next's plural rules). The first Intl object a page builds
 * loads the browser's locale data for the whole renderer process, some 25–90 ms here; done on a
 * worker thread while the app's code downloads, the app's own first formats take well under 1 ms.
 */
export function warmUpIntl(localeTag: string): void {
  try {
    new Intl.DateTimeFormat(localeTag, { hour: '2-digit', minute: '2-digit' }).format(0);
    new Intl.DateTimeFormat(localeTag, { day: 'numeric', month: 'short' }).format(0);
    new Intl.DisplayNames([localeTag], { type: 'region' }).of('IT');
    new Intl.NumberFormat(localeTag).format(1);
    new Intl.PluralRules(localeTag).select(1);
  } catch {
    // An unknown tag or a browser without one of these: the app builds its own as before.
  }
}
