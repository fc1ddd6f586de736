/** What `run` throws, or undefined: for asserting on a thrown value that is not an Error (a router's notFound()). */
export function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}
