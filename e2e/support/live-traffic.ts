import type { Page } from '@playwright/test';

const clock = () => new Date().toISOString().slice(11, 23);

/**
 * Keeps, with times, what a page received on its live connection (Socket.IO event names), the API
 * requests it made with their answers (one never answered shows as asked only) and its errors, for a
 * live scenario to print when it fails: a missing modal or badge then says whether the event reached
 * the page, and what the page asked for after it. Lines start with the time, so two pages' lines
 * sort into one timeline.
 */
export function recordLiveTraffic(page: Page, label: string): () => string[] {
  const lines: string[] = [];
  const add = (text: string) => lines.push(`${clock()} ${label} ${text}`);
  page.on('websocket', (socket) => {
    add('socket opened');
    socket.on('framereceived', ({ payload }) => {
      // An event packet is `42["name",…]`; pings and acks are left out.
      const event = /^42\["([^"]+)"/.exec(String(payload));
      if (event) add(`<- ${event[1]}`);
    });
    socket.on('close', () => add('socket closed'));
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) add(`${request.method()} ${url.pathname}${url.search}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) add(`${response.status()} ${url.pathname}${url.search}`);
  });
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) add(`failed (${request.failure()?.errorText ?? '?'}) ${url.pathname}${url.search}`);
  });
  page.on('pageerror', (error) => add(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') add(`console error: ${message.text()}`);
  });
  return () => [...lines];
}

/**
 * Settles when the page's live connection is up: Socket.IO's connect answer (`40…`) arrives on it.
 * Call before the page loads, so the socket's first moment is seen. The site opens it once the page
 * has been shown (ui/opening-page-drawn.ts); what is sent to the member before that reaches no open
 * page live, only its lists and counters when they load.
 */
export function liveConnection(page: Page): Promise<void> {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}
