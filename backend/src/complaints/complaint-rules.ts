import { randomInt } from 'node:crypto';

// Complaint references (docs/product.md#complaints): short enough to read out on the phone, without
// the letters and digits people mix up (0/O, 1/I/L).
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 6;

/** A fresh reference like `C-7F3K2Q`; `pick(n)` returns a random integer below n. */
export function newComplaintReference(pick: (n: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) code += REFERENCE_ALPHABET[pick(REFERENCE_ALPHABET.length)];
  return `C-${code}`;
}

export const COMPLAINT_REFERENCE_PATTERN = /^C-[2-9A-HJKMNP-Z]{6}$/;

/** The text as stored: trimmed, with runs of blank lines kept to one. */
export function normalizeComplaintText(text: string): string {
  return text.trim().replace(/\n{3,}/g, '\n\n');
}
