/**
 * /openapi.json, generated from the route specs and their zod schemas (zod's own JSON
 * Schema output), so the description is the validation code, not a copy of it.
 */
import { z } from 'zod';
import type { RouteSpec } from './route-spec.js';
import { problemResponse } from '../api/schemas.js';

type Json = Record<string, unknown>;

function schemaOf(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  delete json.$schema;
  return json;
}

/** The OpenAPI 3.1 document for `routes`. */
export function openApiDocument(routes: readonly RouteSpec[], version: string): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const parameters = [
      ...[...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...Object.entries(route.query ?? {}).map(([name, q]) => ({
        name,
        in: 'query',
        required: q.required ?? false,
        description: q.description,
        schema: { type: 'string', ...(q.enum ? { enum: q.enum } : {}) },
      })),
    ];
    const responses: Json = {};
    for (const [status, response] of Object.entries(route.responses)) {
      const contentType =
        response.contentType ??
        (Number(status) >= 400 ? 'application/problem+json' : 'application/json');
      const schema = response.schema ?? (Number(status) >= 400 ? problemResponse : undefined);
      responses[status] = {
        description: response.description,
        ...(schema || response.contentType
          ? { content: { [contentType]: schema ? { schema: schemaOf(schema) } : {} } }
          : {}),
      };
    }
    const operation: Json = {
      summary: route.summary,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(route.auth === 'public' ? { security: [] } : {}),
      ...(Array.isArray(route.auth) ? { 'x-patchproof-roles': route.auth } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: Object.fromEntries(
                route.body.map((b) => [
                  b.contentType,
                  {
                    ...(b.schema ? { schema: schemaOf(b.schema) } : { schema: { type: 'string' } }),
                    ...(b.description ? { description: b.description } : {}),
                  },
                ]),
              ),
            },
          }
        : {}),
      responses,
    };
    (paths[route.path] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'PatchProof',
      version,
      description:
        'Verification of untrusted patches: propose, approve, execute, publish (PROTOCOL 8). Errors are problem JSON with a stable `code`.',
    },
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'a token from `patchproof token create --role <role> --actor <name>`',
        },
      },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
