/**
 * Runs `run` once the browser has drawn the next frame: in a task after the frame's rendering, so
 * whatever was just committed is on the screen first. What a page starts here (code it imports,
 * requests) leaves after that paint, not beside it; page-load analysis (Lighthouse) then counts it
 * after the page's largest paint instead of in front of it.
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run));
}
