import { z } from 'zod';
import { DATE_MESSAGES, isCalendarDay } from './calendar.ts';

export * from './calendar.ts';

/** A calendar day 'YYYY-MM-DD' that exists. */
export const calendarDay = (message: string = DATE_MESSAGES.day) =>
  z.string({ error: message }).refine(isCalendarDay, message);
