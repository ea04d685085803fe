import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';

/*
 * dayjs with the plugins the portal's date forms and reports use (zones, parsing with a format). Apart
 * from format.ts, so the lists' dates (format.ts) do not load dayjs (~5 KB) on their first paint.
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export { dayjs };
