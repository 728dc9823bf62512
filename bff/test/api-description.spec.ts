import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { API } from '@caliber/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/session-cookie.js';
import { seedFixtures } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Operation = { security?: Record<string, string[]>[]; requestBody?: { content: Record<string, { schema: object }> }; responses: Record<string, unknown> };
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };
type RouterLayer = { route?: { path: string; methods: Record<string, boolean> } };

/** `METHOD /path/{param}` of every route the Express app itself would match under /api. */
function servedRoutes(t: TestApp): string[] {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  return express.router.stack.flatMap(({ route }) =>
    route && route.path.startsWith('/api/')
      ? Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`)
      : [],
  );
}

/** Every path `API` names, a parameter written `{p}` and the query left out. */
function contractPaths(node: unknown): string[] {
  if (typeof node === 'string') return node.startsWith('/api/') ? [node.split('?')[0]] : [];
  if (typeof node === 'function') {
    const params = Array.from({ length: node.length }, () => '{p}');
    return contractPaths(decodeURIComponent((node as (...args: string[]) => string)(...params)));
  }
  return node && typeof node === 'object' ? Object.values(node).flatMap(contractPaths) : [];
}

const documentedRoutes = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));

describe('the API description', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  /** The document with every $ref replaced by what it points at. */
  let resolved: OpenApiDocument;

  beforeAll(async () => {
    t = await startTestApp();
    // The whole API is described to the signed-in operator; the public's part is checked below.
    const res = await (await signedInAgent(t)).get('/api/openapi.json').expect(200).expect('Content-Type', /application\/json/);
    document = res.body;
    const validator = new Validator();
    await validator.validate(structuredClone(document));
    resolved = validator.resolveRefs() as OpenApiDocument;
  });
  afterAll(() => t.close());

  it('is valid OpenAPI 3.1, and each of its schemas is valid JSON Schema 2020-12', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
    const ajv = new Ajv2020({ strictSchema: true, allErrors: true });
    for (const [route, operation] of Object.entries(resolved.paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, op]) => [`${method} ${path}`, op] as const))) {
      for (const media of Object.values(operation.requestBody?.content ?? {})) expect(() => ajv.compile(media.schema), route).not.toThrow();
    }
  });

  it('describes only the public API to anyone not signed in as the operator', async () => {
    const anonymous = await request(t.server).get('/api/openapi.json').expect(200);
    expect(anonymous.headers['cache-control']).toBe('private, no-cache');
    expect(anonymous.headers.vary).toContain('Cookie');
    const routes = documentedRoutes(anonymous.body);
    expect(routes).toEqual(expect.arrayContaining(['GET /api/watches', 'POST /api/subscriptions', 'POST /api/inquiries', 'GET /api/health']));
    expect(routes.filter((route) => /\/api\/(admin|auth)\//.test(route))).toEqual([]);
    expect(JSON.stringify(anonymous.body)).not.toContain('/api/admin');
    expect((await new Validator().validate(structuredClone(anonymous.body))).valid).toBe(true);
    // A cookie that names no live session is nobody.
    const forged = await request(t.server).get('/api/openapi.json').set('Cookie', `${SESSION_COOKIE}=forged`).expect(200);
    expect(documentedRoutes(forged.body)).toEqual(routes);
  });

  it('holds every route the Express app serves under /api, with the same method, and no other', () => {
    const served = servedRoutes(t);
    expect(served.length).toBeGreaterThan(30);
    expect(served).toContain('GET /api/admin/watches');
    expect(documentedRoutes(document).sort()).toEqual([...new Set(served)].sort());
  });

  it("serves each route at a path the contracts' API names, so the front-ends' paths and the routes cannot drift", () => {
    const named = new Set(contractPaths(API));
    const unnamed = servedRoutes(t).filter((route) => !named.has(route.split(' ')[1].replace(/\{\w+\}/g, '{p}')));
    expect(unnamed).toEqual([]);
  });

  it('marks the admin routes, and only those, as needing the session cookie, and they do answer 401 without it', async () => {
    expect(document.components.securitySchemes[SESSION_COOKIE]).toMatchObject({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE });
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const secured = operation.security?.some((requirement) => SESSION_COOKIE in requirement) ?? false;
        expect(secured, `${method} ${path}`).toBe(path.startsWith('/api/admin/'));
        if (!secured) continue;
        expect(operation.responses['401'], `${method} ${path}`).toBeDefined();
        const concrete = path.replace(/\{\w+\}/g, '1');
        const res = await request(t.server)[method as 'get' | 'post' | 'put' | 'delete'](concrete);
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body).toEqual({ error: 'unauthorized', message: expect.any(String), requestId: expect.any(String) });
      }
    }
  });

  it('names a success answer and the error shape for every operation', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        expect(statuses.some((status) => /^[23]\d\d$/.test(status)), `${method} ${path}`).toBe(true);
        expect(operation.responses.default, `${method} ${path}`).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });
        expect(JSON.stringify(operation.requestBody ?? {}), `${method} ${path}`).not.toContain('Not described');
      }
    }
  });

  describe('request bodies: the document refuses what the server refuses', () => {
    let agent: Awaited<ReturnType<typeof signedInAgent>>;
    let collectionId: number;
    let watchId: number;
    let serial = 0;
    const ajv = new Ajv2020({ allErrors: true });

    beforeAll(async () => {
      const seeded = await seedFixtures(t.database.dataSource);
      collectionId = seeded.collections[0].id;
      watchId = seeded.watches[0].id;
      agent = await signedInAgent(t);
    });

    function bodySchema(method: string, path: string): object {
      const schema = resolved.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
      if (!schema) throw new Error(`No JSON body documented for ${method} ${path}`);
      return schema;
    }

    async function compare(method: 'post' | 'put', path: string, concretePath: string, samples: Record<string, unknown>[]) {
      const validate = ajv.compile(bodySchema(method, path));
      for (const sample of samples) {
        const res = await agent[method](concretePath).set('Origin', t.url).send(sample);
        expect(res.status, `${method} ${concretePath} ${JSON.stringify(sample)}: ${JSON.stringify(res.body)}`).not.toBeGreaterThanOrEqual(500);
        const serverAccepts = res.status < 300;
        expect(validate(sample), `${method} ${path} ${JSON.stringify(sample)} (server: ${res.status} ${res.body?.message ?? ''})`).toBe(serverAccepts);
      }
    }

    const inquiry = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Is the Submariner still available?' };

    it('POST /api/inquiries', () =>
      compare('post', '/api/inquiries', '/api/inquiries', [
        inquiry,
        { ...inquiry, email: '  ada@example.com ' },
        { ...inquiry, kind: 'trade-in', phone: null, watchId: String(watchId) },
        { ...inquiry, name: '   ' },
        { ...inquiry, name: 'x'.repeat(121) },
        { ...inquiry, email: 'not-an-email' },
        { ...inquiry, kind: 'complaint' },
        { ...inquiry, watchId: 0 },
        { ...inquiry, watchId: 'twelve' },
        { ...inquiry, message: 'x'.repeat(5001) },
        { name: inquiry.name, email: inquiry.email },
      ]));

    it('POST /api/subscriptions', () =>
      compare('post', '/api/subscriptions', '/api/subscriptions', [{ email: 'reader@example.com' }, { email: '' }, { email: 42 }, {}]));

    const collection = () => ({ name: 'Pilot Watches', description: 'For the cockpit.', imageUrl: '/uploads/pilot.jpg', slug: `pilot-${(serial += 1)}` });

    it('POST /api/admin/collections', () =>
      compare('post', '/api/admin/collections', '/api/admin/collections', [
        collection(),
        { ...collection(), imageUrl: 'https://images.example.com/pilot.jpg', displayOrder: 3 },
        { ...collection(), slug: 'Not A Slug' },
        { ...collection(), slug: 'all-watches' },
        { ...collection(), imageUrl: 'ftp://example.com/a.jpg' },
        { ...collection(), displayOrder: -1 },
        { ...collection(), description: '' },
      ]));

    const watch = () => ({
      brand: 'Tudor',
      model: 'Black Bay 58',
      reference: `M79030N-${(serial += 1)}`,
      price: '3650.00',
      movement: 'Automatic',
      caseMaterial: 'Steel',
      caseSize: '39 mm',
      condition: 'Excellent',
      description: 'Full set.',
      imageUrl: '/uploads/tudor.jpg',
      collectionId,
      slug: `tudor-black-bay-${serial}`,
    });

    it('POST /api/admin/watches', () =>
      compare('post', '/api/admin/watches', '/api/admin/watches', [
        watch(),
        { ...watch(), price: 3650, year: '2021', imageGallery: '/uploads/a.jpg\n/uploads/b.jpg', featured: true },
        { ...watch(), collectionId: String(collectionId), imageGallery: ['/uploads/a.jpg'], year: null },
        { ...watch(), price: '3,650' },
        { ...watch(), price: '36.505' },
        { ...watch(), condition: 'Mint' },
        { ...watch(), year: 1799 },
        { ...watch(), year: 'nineteen' },
        { ...watch(), imageGallery: Array.from({ length: 25 }, (_, index) => `/uploads/${index}.jpg`) },
        { ...watch(), imageGallery: ['not a url'] },
        { ...watch(), featured: 'yes' },
        { ...watch(), slug: 'featured' },
        { ...watch(), collectionId: 0 },
      ]));

    it('PUT /api/admin/watches/{id}: a full watch or one inline field', () =>
      compare('put', '/api/admin/watches/{id}', `/api/admin/watches/${watchId}`, [
        { price: '9999.5' },
        { model: 'Submariner' },
        { model: '' },
        { model: 'A', brand: 'B' },
        { price: 'cheap' },
        { movement: 'Quartz' },
        watch(),
        { ...watch(), caseSize: '' },
      ]));
  });

  it('serves a reader at /api/docs from this site, with no inline script', async () => {
    const page = await request(t.server).get('/api/docs').expect(200).expect('Content-Type', /text\/html/);
    const html = page.text;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(body.trim()).toBe('');
    }
    // The icon is a data: URL, which loads nothing.
    const assets = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map(([, url]) => url).filter((url) => !url.startsWith('data:'));
    expect(assets.every((url) => url.startsWith('/api/docs/assets/'))).toBe(true);
    for (const url of assets) {
      const res = await request(t.server).get(url).expect(200);
      expect(res.headers['content-type'], url).toMatch(url.endsWith('.css') ? /text\/css/ : /javascript/);
    }
    const starter = await request(t.server).get('/api/docs/assets/reader.js').expect(200);
    expect(starter.text).toContain("'/api/openapi.json'");
    await request(t.server).get('/api/docs/assets/index.html').expect(404);
  });
});
