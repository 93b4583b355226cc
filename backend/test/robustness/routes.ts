import type { INestApplication } from '@nestjs/common';
import type TestAgent from 'supertest/lib/agent.js';

/** The parts of an OpenAPI schema the suite reads to derive its mutations. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

/** A parameter of the path, the query or a header, with its schema. */
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: Schema;
}

/** One operation of the OpenAPI document as the suite attacks it. */
export interface RouteUnderTest {
  method: 'get' | 'post';
  /** Express pattern, e.g. /fr/api/troc/view/:slug */
  path: string;
  /** The document's path, e.g. /fr/api/troc/view/{slug} */
  documented: string;
  params: Parameter[];
  query: Parameter[];
  /** The request body's schema, every $ref resolved (null when the route reads no body). */
  body: Schema | null;
  contentType: string;
}

interface Operation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/**
 * Every operation of the application's OpenAPI document (the one it serves at
 * /fr/api/docs-json), with its parameters and request schema: a route documented later joins
 * the sweep by itself, and its mutations follow its schema.
 */
export async function discoverRoutes(agent: TestAgent): Promise<{ routes: RouteUnderTest[]; doc: OpenApiDoc }> {
  const doc = (await agent.get('/fr/api/docs-json').expect(200)).body as OpenApiDoc;
  const routes: RouteUnderTest[] = [];
  for (const [documented, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (method !== 'get' && method !== 'post') throw new Error(`méthode non couverte : ${method} ${documented}`);
      const parameters = (operation.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in as Parameter['in'],
        schema: resolve(doc, p.schema ?? {}, 0),
      }));
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? ['application/json'];
      routes.push({
        method,
        path: documented.replace(/\{(\w+)\}/g, ':$1'),
        documented,
        params: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: content?.schema ? resolve(doc, content.schema, 0) : null,
        contentType,
      });
    }
  }
  return { routes, doc };
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** The routes Express serves under /fr that the OpenAPI document leaves out ("GET /fr/api/x"). */
export function undocumentedRoutes(app: INestApplication, doc: OpenApiDoc): string[] {
  const instance = app.getHttpAdapter().getInstance() as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } };
  const stack = (instance.router ?? instance._router)?.stack ?? [];
  const missing: string[] = [];
  for (const layer of stack) {
    if (!layer.route) continue;
    for (const path of Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path]) {
      if (!path.startsWith('/fr/') || path.startsWith('/fr/api/docs')) continue;
      for (const method of Object.keys(layer.route.methods)) {
        if (!doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method]) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  return missing;
}

/** The schema with its references, allOf parts and nested properties resolved (to 8 levels). */
function resolve(doc: OpenApiDoc, schema: Schema, depth: number): Schema {
  if (depth > 8) return {};
  const base = schema.$ref ? (doc.components?.schemas?.[schema.$ref.split('/').pop()!] ?? {}) : schema;
  const { allOf, $ref: _ref, ...own } = base;
  const merged: Schema = { ...own };
  for (const part of allOf ?? []) {
    const resolved = resolve(doc, part, depth + 1);
    merged.type ??= resolved.type;
    merged.properties = { ...resolved.properties, ...merged.properties };
  }
  if (merged.properties) {
    merged.properties = Object.fromEntries(
      Object.entries(merged.properties).map(([name, child]) => [name, resolve(doc, child, depth + 1)]),
    );
    merged.type ??= 'object';
  }
  if (merged.items) merged.items = resolve(doc, merged.items, depth + 1);
  return merged;
}
