import { z } from 'zod';
import { id } from '../primitives/index.ts';

/** The admin portal's hand-off by a single-use code (the terms: hand-off.messages.ts). */

export const handOffCreateBodySchema = z.object({
  supplierId: id().describe('The supplier the portal opens as'),
  referrer: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .describe("Where 'Return to Admin' goes; its origin must be an allowed admin portal"),
});
export type HandOffCreateBody = z.infer<typeof handOffCreateBodySchema>;

export const handOffCodeSchema = z
  .object({
    code: z.string().describe('Single-use; open `/login?code=<code>` on the portal within the minute'),
    expiresAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'HandOffCode' });

export const handOffExchangeBodySchema = z.object({
  code: z.string().trim().min(1).max(100).describe('The single-use code, from `/login?code=<code>`'),
});
export type HandOffExchangeBody = z.infer<typeof handOffExchangeBodySchema>;

export const handOffSessionSchema = z
  .object({
    access_token: z.string().describe('A JWT for `Authorization: Bearer …`'),
    referrer: z.string().nullable().describe("Where 'Return to Admin' goes; null: by host"),
  })
  .meta({ id: 'HandOffSession' });
export type HandOffSession = z.infer<typeof handOffSessionSchema>;
