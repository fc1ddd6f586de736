import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import '../accounts.scss';

/** A single card in the middle of the page, for forms and short messages (login, reset, results). */
export function NarrowPage({ title, intro, children, icon }: { title: string; intro?: ReactNode; children?: ReactNode; icon?: ReactNode }) {
  return (
    <Container className="narrow-page">
      <div className="narrow-page__card">
        {icon ? <div className="narrow-page__icon">{icon}</div> : null}
        <h1 className="narrow-page__title">{title}</h1>
        {intro ? <div className="narrow-page__intro">{intro}</div> : null}
        {children}
      </div>
    </Container>
  );
}
