import Accordion from 'react-bootstrap/Accordion';
import type { PageSection } from './page-content';
import { LinkedText } from './linked-text';

/** FAQ sections are questions: shown collapsed, the first one open. */
export function FaqAccordion({ sections }: { sections: PageSection[] }) {
  return (
    <Accordion defaultActiveKey="0" className="faq-accordion">
      {sections.map((section, index) => (
        <Accordion.Item key={index} eventKey={String(index)}>
          <Accordion.Header as="h2">{section.heading}</Accordion.Header>
          <Accordion.Body>
            {section.body.map((paragraph, p) => (
              <p key={p} className={p === section.body.length - 1 ? 'mb-0' : undefined}>
                <LinkedText text={paragraph} />
              </p>
            ))}
          </Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
