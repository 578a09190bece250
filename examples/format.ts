/** Formatting the views share (app.ts puts `day` in `app.locals`, so every template has it). */

// One formatter for all: toLocaleDateString builds a new one per call (about 170 µs each).
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A date column as the page shows it: `2026-01-05` → `Jan 5, 2026`. */
export function day(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00Z`));
}
