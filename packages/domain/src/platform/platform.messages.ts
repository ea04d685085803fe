// Apart from the schemas in platform.ts: the portal's first paint reads these without loading zod.

/** Spec 002 sections 2, 4 and 9: maintenance, session banner, reconnect notice. */
export const PLATFORM_MESSAGES = {
  maintenanceTitle: "We're down for maintenance",
  maintenanceBody:
    "We're making a few improvements behind the scenes and will be back soon. Thanks for your patience!",
  reconnecting: 'Attempting to reconnect shortly...',
  victory: 'Victory is yours!!',
  defeat: 'Better luck next time!!',
  resetGame: 'F-Bomb Play',
  masquerading: (company: string) => `Masquerading as ${company}. Your session will expire in`,
  feedbackThanks: 'Thanks for your feedback!',
  ratingRequired: 'Please choose a rating',
  commentTooLong: 'Comment must be 1000 characters or fewer',
  dateInvalid: 'Must be a date (YYYY-MM-DD)',
  dateRange: 'The start date must be on or before the end date',
} as const;

export const MAINTENANCE_HEADER = 'fb-maintenance';
export const HEALTH_CHECK_INTERVAL_MS = 120_000;
export const RECONNECT_NOTICE_MS = 2000;
export const STAFF_BANNER_TICK_MS = 1000;
