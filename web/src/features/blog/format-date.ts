const FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * A post's date as the spec shows it, "January 5, 2024". In UTC: the pre-render and every
 * visitor's browser then print the same day, whatever their time zone, so hydration matches.
 */
export const formatPostDate = (iso: string): string => FORMAT.format(new Date(iso));
