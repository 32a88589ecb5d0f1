import { localDateIn } from '#shared/calendar';

/** The browser's IANA time zone (UTC when the browser names none). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The local date in the browser now, `YYYY-MM-DD`. */
export const browserToday = (): string => localDateIn(new Date(), browserTimeZone());
