/**
 * The service worker's one use of the network (docs/product.md#installed-app): a page of the site
 * opened while offline gets a short notice instead of the browser's error page. It only ever
 * answers site pages (navigations), never the API, photos, sockets or operator pages, and it stores
 * nothing: no page, no API answer and no member data is ever cached.
 */
export function answersOffline(request: { mode: string; method: string; url: string }, origin: string): boolean {
  if (request.mode !== 'navigate' || request.method !== 'GET') return false;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  return !/^\/(api|cdn|socket\.io|operator)(\/|$)/.test(url.pathname);
}

/** The offline notice, in the site's languages at once: the worker does not know the visitor's. */
export const OFFLINE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#d6204e"><title>Amoretto</title>
<style>body{font-family:system-ui,sans-serif;display:flex;min-height:100vh;margin:0;align-items:center;justify-content:center;text-align:center;color:#1f2a44}
main{padding:2rem}h1{color:#d6204e;font-size:1.4rem}p{margin:.3rem 0}button{margin-top:1rem;padding:.6rem 1.4rem;border:0;border-radius:2rem;background:#d6204e;color:#fff;font-size:1rem}</style>
</head><body><main><h1>Amoretto</h1>
<p lang="en">You are offline. Check your connection.</p><p lang="it">Sei offline. Controlla la connessione.</p>
<p lang="de">Du bist offline. Prüfe deine Verbindung.</p><p lang="fr">Vous êtes hors ligne. Vérifiez votre connexion.</p>
<p lang="es">Estás sin conexión. Comprueba tu conexión.</p><p lang="nl">Je bent offline. Controleer je verbinding.</p>
<p lang="pl">Jesteś offline. Sprawdź połączenie.</p>
<button type="button" onclick="location.reload()">↻</button></main></body></html>`;
