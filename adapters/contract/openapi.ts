import { z } from 'zod';
import { answersOf, API_ROUTES, TAGS, type Access, type Answer, type ApiRoute } from './routes';

// The OpenAPI 3.1 document of the API, generated from the route table and its zod schemas.

/** The session cookie's name (adapters/http/session.ts; a test checks they agree). */
export const SESSION_COOKIE_NAME = 'park.sid';
/** The CSRF cookie and header (adapters/http/csrf.ts; a test checks they agree). */
export const CSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const CSRF_HEADER_NAME = 'X-XSRF-TOKEN';

type Json = Record<string, unknown>;

/** A zod schema as the JSON Schema (2020-12, OpenAPI 3.1's dialect) of what travels. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Json;
  return rest;
}

const WHO: Readonly<Record<Access, string>> = {
  public: 'Anyone.',
  user: 'A logged-in visitor (no session: 401; an employee: 403).',
  employee: 'A logged-in employee, staff or manager (no session: 401; a visitor: 403).',
  manager: 'A logged-in manager (no session: 401; a visitor or staff: 403).',
  'user-or-manager':
    'A logged-in visitor, for their own records, or a manager (no session: 401; staff: 403).',
};

/** A route's path as OpenAPI writes it: `/orders/:orderId/tickets` → `/orders/{orderId}/tickets`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

/** The parameters of one place (`path` or `query`) from its zod object, as OpenAPI lists them. */
function parametersOf(schema: z.ZodObject | undefined, place: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries((json.properties ?? {}) as Record<string, Json>).map(([name, schema]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema,
  }));
}

function operationId(route: ApiRoute): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return route.method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

function security(route: ApiRoute): Json[] {
  const write = route.method !== 'get';
  const needs: Json = {};
  if (route.access !== 'public') needs.sessionCookie = [];
  if (write) needs.csrfHeader = [];
  return Object.keys(needs).length ? [needs] : [];
}

/** An answer's body: a file of its media type (a string of its bytes), its JSON schema, or none. */
function contentOf(answer: Answer): Json {
  if (answer.mediaType)
    return {
      content: {
        [answer.mediaType]: { schema: { type: 'string', contentMediaType: answer.mediaType } },
      },
    };
  if (answer.schema)
    return { content: { 'application/json': { schema: jsonSchemaOf(answer.schema, 'output') } } };
  return {};
}

function operation(route: ApiRoute): Json {
  const responses: Json = {};
  for (const answer of answersOf(route))
    responses[String(answer.status)] = { description: answer.description, ...contentOf(answer) };
  const description = [route.description, `**Who may call:** ${WHO[route.access]}`]
    .filter(Boolean)
    .join('\n\n');
  const parameters = [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')];
  return {
    operationId: operationId(route),
    summary: route.summary,
    description,
    tags: [route.tag],
    'x-access': route.access,
    security: security(route),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** The whole document; `title` names the park. */
export function buildOpenApiDocument(options: { title?: string; version?: string } = {}): Json {
  const paths: Record<string, Json> = {};
  for (const route of API_ROUTES)
    (paths[openApiPath(route.path)] ??= {})[route.method] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Dreamland Park API',
      version: options.version ?? '0.1.0',
      description:
        'The park’s HTTP API, generated from the zod schemas in adapters/contract. Money is in ' +
        'dollars (at most two decimals); days are YYYY-MM-DD in the park’s time zone. Every ' +
        'failure answers JSON: `{ message }`, and for 400 also `errors: [{ path, message }]`.',
    },
    servers: [{ url: '/' }],
    tags: TAGS,
    paths,
    components: {
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description:
            'The session, set by POST /auth/login or /employee/login (signed, httpOnly, ' +
            'SameSite=Lax) and cleared by POST /auth/logout.',
        },
        csrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER_NAME,
          description:
            `Double-submit CSRF protection: every response gives a client without one a ` +
            `readable ${CSRF_COOKIE_NAME} cookie; every POST, PUT, PATCH and DELETE must echo ` +
            `its value in the ${CSRF_HEADER_NAME} header, else 403.`,
        },
      },
    },
  };
}
