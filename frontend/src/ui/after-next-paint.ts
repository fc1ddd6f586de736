/**
 * Runs `run` once the browser has drawn the next frame: in a task after the frame's rendering, so
 * whatever was just committed has been painted first. Painted is not yet shown: on a busy machine
 * the frame reaches the screen tens of milliseconds later (after-largest-paint.ts waits for that).
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run));
}
