import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { ListFieldKind } from '../list-query.ts';
import { TAG_DESCRIPTIONS, withDocumentFixes, withListFields } from './openapi-fixes.ts';

type OpenApiDocument = {
  paths?: Record<string, Record<string, { tags?: string[] }>>;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
  [key: string]: unknown;
};

const DESCRIPTION = `The API behind the supplier portal. Every call but sign-in needs \`Authorization: Bearer <access_token>\`
from \`POST /api/auth/login\` (body \`{ username, password, role: "supplier" }\`). A signed-in write may carry an
\`Idempotency-Key\` header (a new random value per write, the same on its retries): it then runs once, and a retry
within 24 hours gets the first answer again. Money is in integer cents (ex GST unless a field says otherwise); dates
are ISO 8601. Errors answer \`{ errors: [{ param, message, code }] }\` with the message to show.`;

/** The tags of the document, in order of first use, so every operation's tag is declared once. */
function withDeclaredTags(document: OpenApiDocument): OpenApiDocument {
  const names = new Set<string>();
  for (const methods of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(methods)) for (const tag of operation.tags ?? []) names.add(tag);
  }
  return {
    ...document,
    tags: [...names].sort().map((name) => ({
      name,
      description: TAG_DESCRIPTIONS[name] ?? `Operations on ${name.toLowerCase()}`,
    })),
  };
}

/**
 * The registry gives every named schema an input and an output form; only the forms an operation uses (or a used
 * schema refers to) stay in the document.
 */
function withoutUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const schemas = { ...(document.components?.schemas ?? {}) } as Record<string, unknown>;
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/#\/components\/schemas\/([^"]+)"/g)].map((m) =>
      decodeURIComponent(m[1]!),
    );
  const used = new Set<string>();
  let frontier = refsIn({ paths: document.paths });
  while (frontier.length) {
    const next = frontier.filter((name) => !used.has(name));
    next.forEach((name) => used.add(name));
    frontier = next.flatMap((name) => refsIn(schemas[name] ?? {}));
  }
  for (const name of Object.keys(schemas)) if (!used.has(name) && name !== 'Errors') delete schemas[name];
  return { ...document, components: { ...document.components, schemas } };
}

/**
 * The OpenAPI document at /api/docs/json (built from the routes' contracts) and an interactive reference at
 * /api/docs, served from the package (no CDN).
 */
export const openApi = fp(
  async (
    app: FastifyInstance,
    opts: { version: string; listFields: Record<string, Record<string, ListFieldKind>> },
  ) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Supplier portal API',
          version: opts.version,
          description: DESCRIPTION,
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        servers: [{ url: '/', description: 'The portal that serves this document' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: (document) =>
        withListFields(
          withoutUnusedSchemas(
            withDeclaredTags(
              withDocumentFixes(
                jsonSchemaTransformObject(document) as unknown as OpenApiDocument,
              ) as OpenApiDocument,
            ),
          ),
          opts.listFields,
        ),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  },
);
