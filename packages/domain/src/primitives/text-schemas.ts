import { z } from 'zod';
import {
  hasLoneSurrogate,
  hasNul,
  jsonProblem,
  TEXT_MESSAGES,
  toStorableText,
  type JsonLimits,
} from './text.ts';

/*
 * The text rules of text.ts as zod schemas. Kept apart so that a page needing only the limits and messages
 * (a search field's maxLength) loads no zod.
 */

/** Adds the storable-text rules (no NUL, no lone surrogate) to any string schema; keeps its type. */
export function storable<T extends z.ZodString>(schema: T): T {
  return schema
    .refine((v) => !hasNul(v), TEXT_MESSAGES.nul)
    .refine((v) => !hasLoneSurrogate(v), {
      message: TEXT_MESSAGES.surrogate,
    }) as T;
}

export type TextOptions = {
  /** Most characters allowed (after trimming). */
  max: number;
  /** Message when missing, not a string, or empty; without it the empty string is accepted. */
  required?: string;
  /** Message when longer than max (default 'Must be at most N characters'). */
  tooLong?: string;
  /** Trim surrounding white space first (default true). */
  trim?: boolean;
};

/**
 * The one text primitive: a string, trimmed unless told, within a maximum length, storable.
 * `text({ max: 64, required: 'Product name is required', tooLong: 'Product name must be 64 characters or less' })`
 */
export function text(opts: TextOptions): z.ZodString {
  let schema = opts.required ? z.string({ error: opts.required }) : z.string();
  if (opts.trim !== false) schema = schema.trim();
  if (opts.required) schema = schema.min(1, opts.required);
  schema = schema.max(opts.max, opts.tooLong ?? TEXT_MESSAGES.tooLong(opts.max));
  return storable(schema);
}

/** A JSON object of free-form details (stored as jsonb): storable strings and keys, bounded depth and size. */
export const jsonRecord = (limits: JsonLimits = {}) =>
  z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    const problem = jsonProblem(value, limits);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Text of a report that is kept even when damaged: at most `max` characters, NUL and lone surrogates replaced. */
export const reportText = (max: number) => z.string().max(max).transform(toStorableText);
