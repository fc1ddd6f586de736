import type { PageSection } from './page-content';
import { LinkedText } from './linked-text';

export function sectionId(index: number): string {
  return `section-${index + 1}`;
}

export function PageSections({ sections }: { sections: PageSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <section key={index} id={sectionId(index)} className="static-page__section" aria-labelledby={`${sectionId(index)}-h`}>
          <h2 id={`${sectionId(index)}-h`} className="h4">
            {section.heading}
          </h2>
          {section.body.map((paragraph, p) => (
            <p key={p}>
              <LinkedText text={paragraph} />
            </p>
          ))}
        </section>
      ))}
    </>
  );
}
