/**
 * Corrections made to the generated document so a third party can work from it alone (issue 37):
 * every response described, path ids typed as integers, real tag descriptions.
 */
type Response = { description?: string };
type Parameter = { in?: string; schema?: { type?: string; pattern?: string } };
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  responses?: Record<string, Response>;
};
export type Document = {
  paths?: Record<string, Record<string, Operation>>;
  [key: string]: unknown;
};

/** What each tag's operations are about. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  'Bulk products': 'Creating and updating many products at once from a CSV file, checked before saving',
  Categories: 'The marketplace categories a product can be listed under',
  'Custom pricing': 'Prices a supplier gives particular venues instead of the list price',
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

/** A path parameter that only ever holds a whole number becomes an integer in the document. */
const isIdPattern = (schema: Parameter['schema']) =>
  schema?.type === 'string' && /^\^\\d(\{1,\d+\}|\+)\$$/.test(schema.pattern ?? '');

export function withDocumentFixes(document: Document): Document {
  for (const methods of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(methods)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description && response.description !== 'Default Response') continue;
        const word = STATUS_WORDS[status] ?? `HTTP ${status}`;
        response.description = operation.summary ? `${word}: ${operation.summary}` : word;
      }
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' && isIdPattern(parameter.schema)) {
          parameter.schema = { type: 'integer', minimum: 0 } as Parameter['schema'];
        }
      }
    }
  }
  return document;
}
