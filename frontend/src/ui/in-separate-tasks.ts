/**
 * Runs the steps in order, each in a task of its own (a zero timer apart), so that the browser
 * can draw and answer input between them: a slow phone counts every task over 50 ms as blocking.
 */
export function inSeparateTasks(steps: (() => void)[], setTimer: (run: () => void) => void = (run) => setTimeout(run, 0)): void {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimer(() => {
    step();
    inSeparateTasks(rest, setTimer);
  });
}
