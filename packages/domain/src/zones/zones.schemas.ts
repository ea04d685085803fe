import { z } from 'zod';
import { decimalText, id, MAX_MONEY_CENTS, storable, text } from '../primitives/index.ts';
import { TIME_ZONE_BY_STATE } from '../time-zones.ts';

/** The spec's wording for zones and the suburb modal (spec 002 sections 4, 5 and 8). */
export const ZONE_MESSAGES = {
  nameRequired: 'Zone name is required',
  nameTooLong: 'Zone name must be at most 100 characters',
  minimumRequired: 'Minimum order is required',
  minimumNegative: 'Minimum order cannot be negative',
  minimumDecimals: 'Minimum order must have no more than two decimal places',
  // Not in the spec: worded like its other messages.
  minimumNumber: 'Minimum order must be a number',
  minimumMax: 'Minimum order must be $1,000,000.00 or less',
  cutoffInvalid: 'Please select a valid cutoff time',
  timeZoneRequired: 'Time zone is required',
  dayInvalid: 'Please select a valid day',
  postcodeInvalid: 'Must be a valid Australian postcode',
  noSuburbsForPostcode: 'No suburbs found for this postcode',
  suburbUnknown: 'This suburb is not in our list of Australian suburbs',
  suburbBlocked: 'This suburb is blocked and cannot be enabled',
  dayBlocked: 'This day is blocked and cannot be enabled',
  activateNeedsDay:
    'Add a delivery day with an order-by day for existing customers before activating this zone',
  activateNeedsSuburb: 'Enable at least one suburb before activating this zone',
  keepPublishedSuburbs:
    'A published zone needs at least one enabled suburb. Deactivate the zone before turning off all its suburbs',
  keepPublishedDays:
    'A published zone needs at least one delivery day. Deactivate the zone before turning off all its days',
  zoneSearchRequired: 'Enter a suburb or postcode to search',
  loadZones: "We're unable to load your delivery zones. Don't worry, our engineers have been notified!",
  loadZone: "We're unable to load this delivery zone. Don't worry, our engineers have been notified!",
  nameUpdateFailed: 'Unable to update zone name',
  nameUpdated: 'Successfully updated zone name',
  deleteFailed: 'Unable to delete delivery zone',
  suburbsUpdated: 'Successfully updated suburbs',
  suburbsFailed:
    'We were unable to update the delivery suburbs for this zone. Our engineers have been notified!',
  searchFailed: 'Failed to search suburbs and postcodes. Please try again.',
  loadZonesRetry: 'Failed to load your delivery zones. Please try again.',
  noSuburbsFound: 'No suburbs or postcodes found',
  enterSearch: 'Enter suburb or postcode to search',
  bySuburbEmpty: 'Enter a suburb or postcode to begin your search',
  bySuburbNone: 'No Delivery Zones Found',
} as const;

export const zoneActivated = (zone: string) => `Successfully activated ${zone}`;
export const zoneDeactivated = (zone: string) => `Successfully deactivated ${zone}`;
export const zoneDeleted = (zone: string) => `Deleted ${zone}`;
export const zoneDeleteConfirm = (zone: string) => `Are you sure you want to delete ${zone}?`;
export const postcodeAddFailed = (postcode: string | number) =>
  `Unable to add ${postcode} to this region. Please try again.`;
/** "We were unable to ... this zone" for the remaining zone failures. */
export const zoneActionFailed = (action: string) => `We were unable to ${action} this zone`;

/** Success notices of zones stay 4 s (spec 002 section 9). */
export const ZONE_NOTICE_MS = 4000;
export const SUBURB_SEARCH_DEBOUNCE_MS = 250;
export const SUBURB_SEARCH_LIMIT = 15;

/** Weekdays as ISO numbers, Monday 1 to Sunday 7 (the week starts Monday). */
export const WEEKDAYS = [
  { day: 1, name: 'Monday', initial: 'M' },
  { day: 2, name: 'Tuesday', initial: 'T' },
  { day: 3, name: 'Wednesday', initial: 'W' },
  { day: 4, name: 'Thursday', initial: 'T' },
  { day: 5, name: 'Friday', initial: 'F' },
  { day: 6, name: 'Saturday', initial: 'S' },
  { day: 7, name: 'Sunday', initial: 'S' },
] as const;
export const weekdayName = (day: number) => WEEKDAYS.find((w) => w.day === day)?.name ?? '';

/** Hourly cutoffs 1am to 11pm, and 23:59:59 shown as Midnight (spec 002 section 9). */
export const CUTOFF_OPTIONS: readonly string[] = [
  ...Array.from({ length: 23 }, (_, i) => `${String(i + 1).padStart(2, '0')}:00:00`),
  '23:59:59',
];
export const DEFAULT_CUTOFF = '23:00:00';

/** Midnight for 23:59:59 or 00:00:00, Noon for 12:00:00, else the hour with am/pm. */
export function formatCutoff(time: string | null | undefined): string {
  if (!time) return '';
  if (time === '23:59:59' || time.startsWith('00:00')) return 'Midnight';
  if (time.startsWith('12:00')) return 'Noon';
  const hour = Number(time.slice(0, 2));
  return hour < 12 ? `${hour}am` : `${hour - 12}pm`;
}

/** The time zones a zone may use: one per state's capital, as the spec's list by state. */
export const ZONE_TIME_ZONES: readonly string[] = [...new Set(Object.values(TIME_ZONE_BY_STATE))];

const zoneName = text({ max: 100, required: ZONE_MESSAGES.nameRequired, tooLong: ZONE_MESSAGES.nameTooLong });
const minimumOrderTotal = z
  .number({ error: ZONE_MESSAGES.minimumRequired })
  .refine((n) => !Object.is(n, -0), ZONE_MESSAGES.minimumNumber)
  .int(ZONE_MESSAGES.minimumDecimals)
  .min(0, ZONE_MESSAGES.minimumNegative)
  .max(MAX_MONEY_CENTS, ZONE_MESSAGES.minimumMax);
const cutoff = z
  .string({ error: ZONE_MESSAGES.cutoffInvalid })
  .refine((v) => CUTOFF_OPTIONS.includes(v), ZONE_MESSAGES.cutoffInvalid);
const timeZone = z
  .string({ error: ZONE_MESSAGES.timeZoneRequired })
  .refine((v) => ZONE_TIME_ZONES.includes(v), ZONE_MESSAGES.timeZoneRequired);

const ZONE_SAYS = {
  name: 'Zone name',
  minimumOrderTotal: 'The minimum order total, in cents (not negative)',
  cutoff: `The cutoff time: hourly from 01:00:00 to 23:00:00, or 23:59:59 (Midnight); ${DEFAULT_CUTOFF} when left out of a new zone`,
  timeZone: `The time zone of the cutoff, one of ${ZONE_TIME_ZONES.join(', ')}`,
} as const;

/** POST /zones. A new zone is always unpublished; duplicateFromId copies days and suburbs too. */
export const createZoneSchema = z.object({
  name: zoneName.describe(ZONE_SAYS.name),
  minimumOrderTotal: minimumOrderTotal.describe(ZONE_SAYS.minimumOrderTotal),
  cutoff: cutoff.default(DEFAULT_CUTOFF).describe(ZONE_SAYS.cutoff),
  timeZone: timeZone
    .optional()
    .describe(`${ZONE_SAYS.timeZone}; left out, the supplier's state's, falling back to Sydney`),
  published: z
    .literal(false, { error: 'A new zone is created unpublished' })
    .optional()
    .describe('A new zone is created unpublished: false, or left out'),
  duplicateFromId: id()
    .optional()
    .describe('The zone to duplicate: its delivery days and suburbs are copied'),
});
export type CreateZoneBody = z.infer<typeof createZoneSchema>;

/** PATCH zones/{id}: a rename, the publish toggle or the delivery details. */
export const updateZoneSchema = z
  .object({
    name: zoneName.optional().describe(ZONE_SAYS.name),
    published: z.boolean().optional().describe('Published (Activate Zone) or unpublished'),
    cutoff: cutoff.optional().describe(ZONE_SAYS.cutoff),
    minimumOrderTotal: minimumOrderTotal.optional().describe(ZONE_SAYS.minimumOrderTotal),
    timeZone: timeZone.optional().describe(ZONE_SAYS.timeZone),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');
export type UpdateZoneBody = z.infer<typeof updateZoneSchema>;

const weekday = z
  .number({ error: ZONE_MESSAGES.dayInvalid })
  .int(ZONE_MESSAGES.dayInvalid)
  .min(1, ZONE_MESSAGES.dayInvalid)
  .max(7, ZONE_MESSAGES.dayInvalid);

/** PUT zones/{id}/days: the enabled days; a day left out is turned off. */
export const zoneDaysSchema = z
  .array(
    z.object({
      deliveryDay: weekday.describe('The delivery day, an ISO weekday: Monday 1 to Sunday 7'),
      newCustomerOrderBy: weekday.describe(
        "The weekday by which a new customer's order must be placed (1 to 7)",
      ),
      existingCustomerOrderBy: weekday.describe(
        "The weekday by which an existing customer's order must be placed (1 to 7)",
      ),
    }),
  )
  .max(7)
  .refine((days) => new Set(days.map((d) => d.deliveryDay)).size === days.length, 'Each day may appear once');
export type ZoneDaysBody = z.infer<typeof zoneDaysSchema>;

export const postcodeSchema = z.coerce
  .number({ error: ZONE_MESSAGES.postcodeInvalid })
  .int(ZONE_MESSAGES.postcodeInvalid)
  .min(800, ZONE_MESSAGES.postcodeInvalid)
  .max(7799, ZONE_MESSAGES.postcodeInvalid);

export const suburbRefSchema = z.object({
  name: text({ max: 100, required: ZONE_MESSAGES.suburbUnknown }).describe("The suburb's name"),
  postcode: z
    .string()
    .regex(/^\d{3,4}$/, ZONE_MESSAGES.postcodeInvalid)
    .describe('Its postcode, 3 or 4 digits'),
  state: storable(z.string().min(2).max(3)).describe('Its state, e.g. NSW'),
});

/** PUT zones/{id}/suburbs: the whole list of the zone's suburb links. */
export const zoneSuburbsSchema = z
  .array(
    z.object({
      suburb: suburbRefSchema.describe('The suburb, as GET /suburbs finds it'),
      enabled: z.boolean().describe('On: the zone delivers to the suburb'),
      blocked: z.boolean().optional().describe('Ignored: only the platform blocks a suburb'),
    }),
  )
  .max(5000);
export type ZoneSuburbsBody = z.infer<typeof zoneSuburbsSchema>;

/** The key of a suburb in the suburbs 400 and in the modal: "Bondi Beach 2026". */
export const suburbKey = (s: { name: string; postcode: string }) => `${s.name} ${s.postcode}`;

// Answers.
export const suburbSchema = z.object({ name: z.string(), postcode: z.string(), state: z.string() });
export type Suburb = z.infer<typeof suburbSchema>;
export const deliveryDaySchema = z.object({
  deliveryDay: z.number().int().describe('ISO weekday, Monday 1 to Sunday 7'),
  enabled: z.boolean(),
  blocked: z.boolean(),
  newCustomerOrderBy: z.number().int().nullable(),
  existingCustomerOrderBy: z.number().int().nullable(),
});
export type DeliveryDay = z.infer<typeof deliveryDaySchema>;
export const deliveryZoneSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    published: z.boolean(),
    minimumOrderTotal: z.number().int().describe('Cents'),
    cutoff: z.string().describe('HH:MM:SS; 23:59:59 is Midnight'),
    timeZone: z.string(),
    suburbCount: z.number().int(),
    deliveryDays: z.array(deliveryDaySchema),
  })
  .meta({ id: 'DeliveryZone' });
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;
export const zoneSuburbLinkSchema = z.object({
  suburb: suburbSchema,
  enabled: z.boolean(),
  blocked: z.boolean(),
});
export type ZoneSuburbLink = z.infer<typeof zoneSuburbLinkSchema>;
export const zoneSuburbRowSchema = zoneSuburbLinkSchema.extend({
  deliveryZone: deliveryZoneSchema.pick({
    id: true,
    name: true,
    published: true,
    minimumOrderTotal: true,
    cutoff: true,
    timeZone: true,
    deliveryDays: true,
  }),
});
export type ZoneSuburbRow = z.infer<typeof zoneSuburbRowSchema>;
export const deliveryRegionSummarySchema = z.object({
  name: z.string(),
  states: z.array(z.string()),
  suburbCount: z.number().int(),
});
export type DeliveryRegionSummary = z.infer<typeof deliveryRegionSummarySchema>;
export const deliveryRegionEntrySchema = z.object({
  postcode: z.number().int(),
  suburb: z.string(),
  state: z.string(),
});
export type DeliveryRegionEntry = z.infer<typeof deliveryRegionEntrySchema>;

/** Activate Zone is possible with a day that has an existing-customer order-by and an enabled suburb. */
export function canActivate(zone: { deliveryDays: DeliveryDay[] }, enabledSuburbs: number): boolean {
  return zone.deliveryDays.some((d) => d.existingCustomerOrderBy !== null) && enabledSuburbs > 0;
}

/** The zone form as typed (create, duplicate, edit details): the minimum order in dollars. */
export const zoneFormSchema = z.object({
  name: zoneName,
  minimumOrder: decimalText(
    { places: 2, min: 0, max: MAX_MONEY_CENTS / 100, dollars: true },
    {
      required: ZONE_MESSAGES.minimumRequired,
      number: ZONE_MESSAGES.minimumNumber,
      decimals: ZONE_MESSAGES.minimumDecimals,
      min: ZONE_MESSAGES.minimumNegative,
      max: ZONE_MESSAGES.minimumMax,
    },
  ),
  cutoff: cutoff,
  timeZone: timeZone,
});
export type ZoneForm = z.infer<typeof zoneFormSchema>;
