import { listFieldNames, type ListFieldKind } from '../list-query.ts';

/**
 * What the document gets beyond the routes' contracts, so a third party can work from it alone: every
 * response described, real tag descriptions, the field names of each list's orderBy, search and filter.
 * Parameter types and media types are the contracts' own (idParam is an integer, `alsoAnswers` adds a
 * media type): nothing here rewrites them.
 */
type Response = { description?: string; content?: Record<string, unknown> };
type Parameter = {
  in?: string;
  name?: string;
  description?: string;
  schema?: { type?: string; pattern?: string; $ref?: string };
};
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  responses?: Record<string, Response>;
};
export type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
  [key: string]: unknown;
};

/** What each tag's operations are about. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  'Bulk products': 'Creating and updating many products at once from a CSV file, checked before saving',
  Categories: 'The marketplace categories a product can be listed under',
  'Custom pricing': 'Prices a supplier gives particular venues instead of the list price',
  'Credit notes':
    'Credit (adjustment) notes of invoiced orders: raising one on lines of the order, listing them, the PDF',
  Customers: 'The venues that order from the supplier, their details and custom commission',
  'Delivery zones': 'Where and on which days the supplier delivers, with minimum order totals',
  Fulfilment: 'Accepting, adjusting, dispatching and completing orders',
  'Loss leaders': 'Products sold below cost to draw orders, and their limits',
  Notifications: 'Notices to the supplier and the daily summary e-mail settings',
  'Order documents': 'PDF invoices, purchase orders and delivery dockets of orders, alone or in batches',
  Orders: "The supplier's orders: lists, exports and single orders",
  Platform: 'Health and readiness, error reports, usage events, the feedback survey and the activity log',
  'Product images': 'Uploading and removing product images',
  Products: 'The catalogue: products, prices, stock and availability',
  Reports: 'Sales figures and summaries over time',
  Reviews: "Venues' reviews of the supplier and the supplier's replies",
  Sessions: 'Signing in and out, tokens, passwords and staff acting as a supplier',
  Settings: "The supplier's business details, bank details, users and preferences",
  Specials: 'Time-limited special prices',
  Team: "The supplier's team: people, their roles, invitations, and each person's second factor",
  'Team and sign-in':
    'Signing in without a token: resetting a forgotten password and accepting an invitation to a team',
  Venues: 'Looking venues up',
};

const STATUS_WORDS: Record<string, string> = {
  '200': 'Success',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'Done; no content',
};

export function withDocumentFixes(document: Document): Document {
  for (const methods of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(methods)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description && response.description !== 'Default Response') continue;
        const word = STATUS_WORDS[status] ?? `HTTP ${status}`;
        response.description = operation.summary ? `${word}: ${operation.summary}` : word;
      }
    }
  }
  return document;
}

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);
const oneOf = (names: string[]) => `(${names.join('|')})`;

/** How each list parameter names fields: one name, or a list of them (clauses for search). */
const LIST_PARAMETERS = {
  orderBy: { schema: 'SortField', says: 'One of' },
  search: {
    schema: 'SearchField',
    says: 'A text, or `field:value` clauses joined by `;` (`field[]:a,b` for any of several), the fields being',
  },
  searchFields: { schema: 'TextField', says: 'Field names joined by `;`, of' },
  fuzzyFields: { schema: 'TextField', says: 'Field names joined by `;`, of' },
  filter: { schema: 'Field', says: 'The fields to return, joined by `;`, of' },
} as const;

/**
 * Each paged list's field names as enums (`components.schemas.<OperationId><Kind>`): orderBy takes one
 * (its schema is the enum), searchFields, fuzzyFields and filter a `;` list of them (a pattern of the
 * same names), search clauses on them. From the specs the lists validate with (modules/index.ts).
 */
export function withListFields(document: Document, lists: Record<string, Record<string, ListFieldKind>>) {
  const schemas = (document.components ??= {}).schemas ?? {};
  document.components.schemas = schemas;
  for (const methods of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(methods)) {
      const fields = operation.operationId ? lists[operation.operationId] : undefined;
      if (!fields) continue;
      const names = listFieldNames(fields);
      const byParameter = { ...names, fuzzyFields: names.searchFields };
      for (const parameter of operation.parameters ?? []) {
        const kind = LIST_PARAMETERS[parameter.name as keyof typeof LIST_PARAMETERS];
        if (parameter.in !== 'query' || !kind) continue;
        const accepted = byParameter[parameter.name as keyof typeof byParameter];
        const schemaName = `${pascal(operation.operationId!)}${kind.schema}`;
        schemas[schemaName] = { type: 'string', enum: accepted };
        parameter.description = `${kind.says} ${accepted.map((n) => `\`${n}\``).join(', ')} (\`#/components/schemas/${schemaName}\`).`;
        if (parameter.name === 'orderBy') parameter.schema = { $ref: `#/components/schemas/${schemaName}` };
        else if (parameter.name !== 'search') {
          parameter.schema = { ...parameter.schema, pattern: `^${oneOf(accepted)}(;${oneOf(accepted)})*$` };
        }
      }
    }
  }
  return document;
}
