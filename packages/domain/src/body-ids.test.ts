import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as domain from './index.ts';
import type { Operation } from './contract.ts';

/**
 * Every id in every request body goes through the id primitive (primitives/numbers.ts): a JSON number
 * 1..2,147,483,647 and nothing JavaScript would turn into one (`true`, `"1"`, `[1]`, `1.5`).
 */
const operations = Object.entries(domain)
  .filter(([name]) => name.endsWith('Contract'))
  .flatMap(([, contract]) => Object.values(contract as Record<string, Operation>));

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const ID_NAME = /(^id|Id|Ids)$|^categories$/;

/** Each field of a body whose name says it holds ids, with its schema (an array's is its element's). */
function idFields(schema: z.ZodType, at: string, out: Array<[string, z.ZodType]>, depth = 0): void {
  if (depth > 8) return;
  const def = defOf(schema);
  const next = (s: z.ZodType | undefined, path = at): void => {
    if (s) idFields(s, path, out, depth + 1);
  };
  switch (def.type) {
    case 'object':
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (ID_NAME.test(key)) out.push([`${at}.${key}`, field]);
        else next(field, `${at}.${key}`);
      }
      return;
    case 'array':
      return next(def.element, `${at}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'catch':
    case 'readonly':
      return next(def.innerType);
    case 'pipe':
      return next(def.in);
    case 'union':
      return def.options?.forEach((o) => next(o));
    case 'intersection':
      next(def.left);
      return next(def.right);
  }
}

/** Whether the field takes the value: itself, or as the one item of a list of ids. */
function takes(schema: z.ZodType, value: unknown): boolean {
  let s = schema;
  while (['optional', 'nullable', 'default'].includes(defOf(s).type)) s = defOf(s).innerType!;
  return schema.safeParse(defOf(s).type === 'array' ? [value] : value).success;
}

describe('ids in request bodies', () => {
  const fields = operations.flatMap((op) => {
    const out: Array<[string, z.ZodType]> = [];
    if (op.body) idFields(op.body, op.operationId, out);
    return out;
  });

  it('finds the ids of the bodies', () => {
    expect(fields.map(([at]) => at)).toEqual(
      expect.arrayContaining([
        'createSpecial.productId',
        'createProduct.categories',
        'createZone.duplicateFromId',
      ]),
    );
  });

  it.each([true, '1', ' 1', '0x10', '', [1], {}, 1.5, 0, -1, 2_147_483_648, 1e308])(
    'refuses %j wherever a body holds an id',
    (value) => {
      const accepted = fields.filter(([, schema]) => takes(schema, value));
      expect(accepted.map(([at]) => at)).toEqual([]);
    },
  );

  it('takes a whole number wherever a body holds an id', () => {
    const refused = fields.filter(([, schema]) => !takes(schema, 1));
    expect(refused.map(([at]) => at)).toEqual([]);
  });
});
