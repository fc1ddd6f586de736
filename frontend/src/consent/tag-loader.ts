import type { SiteTag, TagKind } from '@amoretto/shared';

/** Adds a site's script once per page (docs/product.md#consent); the script element says which tag it is. */
export function loadTag(kind: TagKind, tag: SiteTag, doc: Document = document): void {
  if (doc.querySelector(`script[data-tag-kind="${kind}"]`)) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = tag.script_url;
  script.dataset.tagKind = kind;
  script.dataset.tagId = tag.id;
  doc.head.appendChild(script);
}

/** The kinds whose script this page already runs. */
export function loadedTags(doc: Document = document): TagKind[] {
  return [...doc.querySelectorAll<HTMLScriptElement>('script[data-tag-kind]')].map((script) => script.dataset.tagKind as TagKind);
}
