import type { INestApplication } from '@nestjs/common';
import type TestAgent from 'supertest/lib/agent.js';

/** One API route as the suite attacks it: its method, path pattern and the fields it reads. */
export interface RouteUnderTest {
  method: 'get' | 'post';
  /** Express pattern, e.g. /fr/api/troc/view/:slug */
  path: string;
  params: string[];
  /** Field paths of the body (and query) documented for the route: 'search_form.keyword' ... */
  fields: string[];
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/**
 * Every API route, read from the application itself: the routes Express really serves
 * (the controllers' metadata once Nest has mounted them), completed by the OpenAPI
 * document's description of their bodies. A route added later joins the sweep by itself.
 */
export async function discoverRoutes(app: INestApplication, agent: TestAgent): Promise<RouteUnderTest[]> {
  const instance = app.getHttpAdapter().getInstance() as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } };
  const stack = (instance.router ?? instance._router)?.stack ?? [];
  const doc = (await agent.get('/fr/api/docs-json').expect(200)).body as OpenApiDoc;
  const routes: RouteUnderTest[] = [];
  for (const layer of stack) {
    if (!layer.route) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    for (const path of paths) {
      if (!path.startsWith('/fr/api/') || path.startsWith('/fr/api/docs')) continue;
      for (const method of Object.keys(layer.route.methods)) {
        if (method !== 'get' && method !== 'post') continue;
        const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
        const operation = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method];
        routes.push({ method, path, params, fields: operation ? operationFields(doc, operation) : [] });
      }
    }
  }
  return routes;
}

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
}
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

function operationFields(doc: OpenApiDoc, operation: Operation): string[] {
  const fields = new Set<string>();
  for (const p of operation.parameters ?? []) if (p.in === 'query') fields.add(p.name);
  for (const content of Object.values(operation.requestBody?.content ?? {})) {
    if (content.schema) collectFields(doc, content.schema, '', fields, 0);
  }
  return [...fields];
}

function collectFields(doc: OpenApiDoc, schema: Schema, prefix: string, out: Set<string>, depth: number): void {
  if (depth > 6) return;
  const resolved = schema.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
  if (!resolved) return;
  for (const part of resolved.allOf ?? []) collectFields(doc, part, prefix, out, depth + 1);
  for (const [name, child] of Object.entries(resolved.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    out.add(path);
    collectFields(doc, child, path, out, depth + 1);
  }
}
