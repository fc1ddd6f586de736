/** Dates in the console: day, month and time, the same for every operator. */
const FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export function formatConsoleTime(iso: string): string {
  return FORMAT.format(new Date(iso));
}
