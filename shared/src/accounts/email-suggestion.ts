// "Did you mean …?" for addresses whose domain is a common typo of a big mail provider.
const DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.it',
  'hotmail.fr',
  'hotmail.de',
  'hotmail.nl',
  'hotmail.es',
  'outlook.com',
  'live.com',
  'live.nl',
  'live.it',
  'msn.com',
  'yahoo.com',
  'yahoo.it',
  'yahoo.fr',
  'yahoo.de',
  'yahoo.es',
  'icloud.com',
  'me.com',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'web.de',
  't-online.de',
  'libero.it',
  'virgilio.it',
  'alice.it',
  'tiscali.it',
  'orange.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'wanadoo.fr',
  'ziggo.nl',
  'kpnmail.nl',
  'telenet.be',
  'skynet.be',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'interia.pl',
  'bluewin.ch',
  'aol.com',
  'proton.me',
  'protonmail.com',
];

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** A corrected address, or null when the domain is fine or nothing is close enough. */
export function suggestEmail(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .slice(at + 1)
    .toLowerCase()
    .trim();
  if (!domain || DOMAINS.includes(domain)) return null;
  let best: { domain: string; d: number } | null = null;
  for (const candidate of DOMAINS) {
    const d = distance(domain, candidate);
    if (d > 0 && d <= 2 && (!best || d < best.d)) best = { domain: candidate, d };
  }
  return best ? `${email.slice(0, at)}@${best.domain}` : null;
}

/** Practical address check: one @, a dotted domain, no spaces. */
export function isPlausibleEmail(email: string): boolean {
  return /^[^\s@]{1,64}@[^\s@]+\.[a-z]{2,}$/i.test(email.trim()) && email.length <= 254;
}
