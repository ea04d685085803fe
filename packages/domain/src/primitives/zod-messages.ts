import { z } from 'zod';
import { TEXT_MESSAGES } from './text.ts';

/**
 * The house wording for the limits a schema states without a message of its own (`z.string().max(200)`),
 * so no reader ever sees zod's own text ("Too big: expected string to have <=200 characters"). A message a
 * schema names always wins: zod asks this map only when the schema gave none. Set once, wherever the
 * domain's schemas load (the API and the portal alike).
 */
const count = (n: number | bigint) => Number(n).toLocaleString('en-AU');

type LimitIssue = {
  code: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  input?: unknown;
};

export function houseMessage(issue: LimitIssue): string | undefined {
  if (issue.code === 'too_big' && issue.maximum !== undefined) return tooBig(issue, issue.maximum);
  if (issue.code === 'too_small' && issue.minimum !== undefined) return tooSmall(issue, issue.minimum);
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'Is required';
  return undefined;
}

function tooBig(issue: LimitIssue, max: number | bigint): string | undefined {
  if (issue.origin === 'string') return TEXT_MESSAGES.tooLong(Number(max));
  if (issue.origin === 'array' || issue.origin === 'set') return `Must have at most ${count(max)} items`;
  if (issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'int')
    return issue.inclusive === false ? `Must be less than ${count(max)}` : `Must be at most ${count(max)}`;
  return undefined;
}

function tooSmall(issue: LimitIssue, min: number | bigint): string | undefined {
  if (issue.origin === 'string')
    return Number(min) <= 1 ? 'Must not be empty' : `Must be at least ${count(min)} characters`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return `Must have at least ${count(min)} item${Number(min) === 1 ? '' : 's'}`;
  if (issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'int')
    return issue.inclusive === false ? `Must be more than ${count(min)}` : `Must be at least ${count(min)}`;
  return undefined;
}

z.config({ customError: (issue) => houseMessage(issue as LimitIssue) });
