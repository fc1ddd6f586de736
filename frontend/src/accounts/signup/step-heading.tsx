/** A step's title; focusable so the flow can move focus to it when the step changes. */
export function StepHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className="signup-step__header">
      <h2 className="signup-step__title" tabIndex={-1}>
        {title}
      </h2>
      {intro ? <p className="signup-step__intro">{intro}</p> : null}
    </header>
  );
}
