import { Fragment } from 'react';

const EMAIL = /([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/** Plain text with e-mail addresses turned into mailto links. */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(EMAIL);
  return (
    <>
      {parts.map((part, index) =>
        // split() with a capture group puts the matches at odd indexes.
        index % 2 === 1 ? (
          <a key={index} href={`mailto:${part}`}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
