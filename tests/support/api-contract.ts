/**
 * Every answer an API test receives is checked against its documented response (issue 22): the operation of
 * `/api/openapi.json` whose method and path match the request, the response documented for the status, and — for
 * JSON — its schema, strictly (an object may carry no property the document does not name), so the document cannot
 * drift from what the server answers. Used by `request` in test-app.ts; Better Auth's own endpoints (/api/auth/*)
 * are its library's to describe and are not checked.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

/** Served under /api but not part of the API it documents. */
const DOCS_PATHS = new Set(['/api/docs', '/api/docs/scalar.js', '/api/openapi.json']);

export interface ContractChecker {
  /** Throws when the answer to `method url` is not the documented one. `body` is the answer's text. */
  check(method: string, url: string, status: number, contentType: string, body: string): void;
}

/** An object schema with named properties and no word on others allows no others (test-only strictness). */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, strict(s)])) : strict(v);
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

/** A checker for `document` (the parsed `/api/openapi.json`, whose paths are relative to `/api`). */
export function contractChecker(document: Document): ContractChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'api', components: { schemas: strict(document.components?.schemas ?? {}) } });
  const ops = Object.entries(document.paths).map(([template, item]) => ({
    template,
    re: new RegExp(`^/api${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    item,
  }));
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: unknown) => {
    let v = validators.get(key);
    if (!v) {
      const refsToApi = JSON.parse(JSON.stringify(strict(schema)).replaceAll('"#/components/', '"api#/components/'));
      v = ajv.compile(refsToApi);
      validators.set(key, v);
    }
    return v;
  };
  return {
    check(method, url, status, contentType, body) {
      const path = new URL(url, 'http://x').pathname;
      if (!path.startsWith('/api/') || path.startsWith('/api/auth/')) return;
      const m = method.toLowerCase();
      const op = ops.find((o) => o.re.test(path) && o.item[m]);
      if (!op) {
        // Every /api route is described (issue 22). What answers outside the document: the reference page, and the
        // app-wide refusals any path can get (404 no such endpoint, 403 cross-site, 413 too large).
        if (DOCS_PATHS.has(path) || [403, 404, 413].includes(status)) return;
        throw new Error(`${method} ${path} answered ${status}, but /api/openapi.json has no such operation`);
      }
      const where = `${method} ${op.template} answered ${status}`;
      const documented = op.item[m].responses?.[String(status)];
      if (!documented) throw new Error(`${where}, which /api/openapi.json does not document (${Object.keys(op.item[m].responses ?? {}).join(', ')})`);
      const schema = documented.content?.['application/json']?.schema;
      if (!schema || !contentType.includes('json')) return;
      const validate = validatorFor(`${m} ${op.template} ${status}`, schema);
      const value = body ? JSON.parse(body) : null;
      if (!validate(value)) throw new Error(`${where} with a body that is not the documented one: ${ajv.errorsText(validate.errors)} — ${body.slice(0, 300)}`);
    },
  };
}
