import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';

/** The hero of the pricing, premium and credits pages: title and a line under it. */
export function BuyingPageHeader({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-hero buying-hero">
      <Container>
        <h1 className="page-hero__title">{title}</h1>
        {intro ? <p className="buying-hero__intro">{intro}</p> : null}
        {children}
      </Container>
    </header>
  );
}
