import { CLIENT_HEADER } from '@amoretto/shared';
import { guessLocale } from '../i18n/boot-locale';
import { catalogPartsFor } from '../i18n/catalog-parts';
import { readLocaleCookie } from '../i18n/locale-cookie';
import { bannerWithPage } from '../consent/consent-cookie';
import {
  BOOT_HINTS_ID,
  earlyRequestUrls,
  FIRST_RESULTS_URL,
  isMemberSession,
  isUnpaidMemberSession,
  memberFirstRequests,
  offerRequests,
  pageFiles,
  resultsOf,
  SESSION_URL,
  type BootHints,
} from './boot-hints';
import { putEarlyResponse } from './early-responses';
import { preloadFirstPhotos } from '../search/first-photos';
import { warmUpIntl } from './intl-warm-up';

// A classic script in index.html's head, run before the app's modules have downloaded: it starts
// what the first render waits for (settings, the session, the likely catalog parts, the page's
// chunks, a member's first data on /members or a conversation), which would otherwise go out only once the
// libraries have arrived and run. Built on its own by site-server/boot-hints-plugin.ts; the app
// works the same without it (the dev server).

function addLink(attributes: Partial<Pick<HTMLLinkElement, 'rel' | 'as' | 'crossOrigin' | 'href'>>): void {
  document.head.appendChild(Object.assign(document.createElement('link'), attributes));
}

// As the module loader and the bundler's stylesheet links ask for them (CORS, same-origin
// credentials), so the preloads are reused: one in another mode is fetched a second time.
const preloadModule = (href: string) => addLink({ rel: 'modulepreload', crossOrigin: '', href });
const preloadStyle = (href: string) => addLink({ rel: 'preload', as: 'style', crossOrigin: '', href });

function readHints(): BootHints | null {
  try {
    return JSON.parse(document.getElementById(BOOT_HINTS_ID)?.textContent ?? 'null') as BootHints | null;
  } catch {
    return null;
  }
}

function get(url: string): Promise<Response> {
  const headers: Record<string, string> = { [CLIENT_HEADER]: 'web', accept: 'application/json' };
  if (document.documentElement.lang) headers['accept-language'] = document.documentElement.lang;
  return fetch(url, { headers, credentials: 'same-origin' });
}

// A member's first data on /members or a conversation, asked as soon as the session answer says
// it is a member's: long before the page's own requests would leave (once the libraries have run).
// Put at once, so an app that is quicker than the session answer waits for these instead of asking
// a second time; null tells it the boot script did not ask (a visitor).
function askMemberDataFor(member: Promise<boolean>, urls: string[]): void {
  for (const url of urls) {
    const response = member.then((yes) => (yes ? get(url) : null));
    if (url !== FIRST_RESULTS_URL) {
      putEarlyResponse(url, response);
      continue;
    }
    // The first results' photos (the page's largest paint) load while the libraries still download.
    // The app gets the answer only once they are asked for: if its own loader asked first (it races
    // this script on a fast link), the photos' request would name the libraries as its cause, and
    // page-load analysis would start it only after them.
    const photosAsked = response
      // A copy, made before the app can read the answer.
      .then((answer) => (answer?.ok ? answer.clone().json() : null))
      .then((body: unknown) => preloadFirstPhotos(resultsOf(body)))
      .catch(() => undefined);
    putEarlyResponse(
      url,
      photosAsked.then(() => response),
    );
  }
}

function preloadFirstPage(): void {
  const hints = readHints();
  if (!hints) return;
  // Read once: each read of document.cookie is a synchronous trip to the browser's cookie store
  // (about 6 ms here, four times that on Lighthouse's phone), inside the parser's task.
  const cookies = document.cookie;
  const catalog = hints.catalogs[guessLocale(readLocaleCookie(cookies), window.location.hostname)];
  // The catalog parts the page waits for before it renders.
  if (catalog) catalogPartsFor(window.location.pathname).forEach((part) => preloadModule(catalog[part]));
  pageFiles(hints, window.location.pathname).forEach((file) => (file.endsWith('.css') ? preloadStyle(file) : preloadModule(file)));
  // The cookie banner, drawn with the page for a visitor who has not chosen: its code comes now.
  if (bannerWithPage(cookies, window.location.pathname)) {
    hints.consent.scripts.forEach(preloadModule);
    hints.consent.styles.forEach(preloadStyle);
  }
}

/** The script's work in the page: the first page's data and code, then the locale data. */
function boot(): void {
  // Whether the session answer is a member's (one who has not paid): read from a copy, made before the
  // app reads the answer.
  let member: Promise<boolean> = Promise.resolve(false);
  let unpaid = member;
  for (const url of earlyRequestUrls(window.location.search)) {
    const response = get(url);
    putEarlyResponse(url, response);
    if (url === SESSION_URL) {
      const session = response.then((answer) => (answer.ok ? answer.clone().json() : null)).catch(() => null);
      member = session.then(isMemberSession);
      unpaid = session.then(isUnpaidMemberSession);
    }
  }
  askMemberDataFor(member, memberFirstRequests(window.location.pathname, window.location.search));
  askMemberDataFor(unpaid, offerRequests(window.location.pathname));
  // The hints are the element just before this script in the head: already parsed.
  preloadFirstPage();
  startIntlWarmUp();
}

/**
 * Starts this same file again as a worker that loads the browser's locale data off the main
 * thread (intl-warm-up.ts). The file is already in the browser's cache: no second download.
 */
function startIntlWarmUp(): void {
  try {
    new Worker((document.currentScript as HTMLScriptElement).src, { name: document.documentElement.lang });
  } catch {
    // No workers here: the app's first format loads the data, as it would anyway.
  }
}

if (typeof document === 'undefined') {
  // Started as that worker: its name is the page's locale tag.
  const worker = self as unknown as { name: string; close(): void };
  warmUpIntl(worker.name);
  worker.close();
} else {
  boot();
}
