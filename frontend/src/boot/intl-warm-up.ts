/**
 * Builds the Intl formats the first pages use most (times in a conversation, country names on
 * member cards). The first Intl object a page builds loads the browser's locale data for the whole
 * renderer process, 25–90 ms here (the other formats then take a few ms at most); done on a
 * worker thread while the app's code downloads, the app's own first formats take under 1 ms.
 */
export function warmUpIntl(localeTag: string): void {
  try {
    new Intl.DateTimeFormat(localeTag, { hour: '2-digit', minute: '2-digit' }).format(0);
    new Intl.DisplayNames([localeTag], { type: 'region' }).of('IT');
  } catch {
    // An unknown tag or a browser without one of these: the app builds its own as before.
  }
}
