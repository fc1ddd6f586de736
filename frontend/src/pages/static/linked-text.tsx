import { Fragment } from 'react';

// E-mail addresses and international phone numbers (as support_phone is written).
const CONTACT = /([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}|\+\d[\d ]{6,}\d)/g;

/** Plain text with e-mail addresses and phone numbers turned into mailto:/tel: links. */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(CONTACT);
  return (
    <>
      {parts.map((part, index) => {
        // split() with a capture group puts the matches at odd indexes.
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        const href = part.includes('@') ? `mailto:${part}` : `tel:${part.replace(/ /g, '')}`;
        return (
          <a key={index} href={href} className="text-nowrap">
            {part}
          </a>
        );
      })}
    </>
  );
}
