#!/usr/bin/env node
// A local stand-in for eBay (OAuth, Browse API, listing pages, store pages, images), for tests and demos.
// It serves the hand-written files in ./fixtures and enforces eBay's documented rules (docs/architecture.md, "eBay").
import { createServer } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const FAKE_EBAY_CLIENT_ID = 'Caliber-Caliber-PRD-f4k3c11e7';
const FAKE_EBAY_CLIENT_SECRET = 'PRD-f4k3c3r7-5ecr-e7e0-a1b2-c3d4';
const FAKE_EBAY_RU_NAME = 'Caliber_Watches-CaliberW-Calibe-fakerun';
/** Username of the synthetic seller whose store holds `largeStoreSize` copies of one fixture item. */
export const LARGE_STORE_SELLER = 'bulkwatchtrader';
/** Legacy id of the first synthetic item; the others follow in sequence. */
export const LARGE_STORE_FIRST_ITEM_ID = 300000000001;

const LARGE_STORE_TEMPLATE_ID = '125934871203';
const AUTH_CODE_LIFETIME_SECONDS = 299;
const REFRESH_TOKEN_LIFETIME_SECONDS = 47304000;
const MAX_REQUEST_BODY_BYTES = 64 * 1024;
const SEARCH_WINDOW = 10000;

/** The hand-written fixture files the fake serves (items/, pages/, stores/, images/), for parser tests too. */
export const FIXTURES_DIR = new URL('./fixtures/', import.meta.url);

const fixtures = loadFixtures(FIXTURES_DIR);

function loadFixtures(dir) {
  const read = (sub, name) => readFileSync(new URL(`${sub}/${name}`, dir));
  const list = (sub) => readdirSync(new URL(`${sub}/`, dir));
  const items = new Map();
  for (const name of list('items').filter((n) => n.endsWith('.json')).sort()) {
    const item = JSON.parse(read('items', name).toString('utf8'));
    items.set(item.legacyItemId, item);
  }
  const pages = new Map();
  for (const name of list('pages').filter((n) => /^\d+\.html$/.test(n))) {
    pages.set(name.replace('.html', ''), read('pages', name).toString('utf8'));
  }
  const stores = new Map();
  for (const name of list('stores').filter((n) => n.endsWith('.html'))) {
    stores.set(name.replace('.html', ''), read('stores', name).toString('utf8'));
  }
  return {
    items,
    pages,
    stores,
    notFoundPage: read('pages', 'not-found.html').toString('utf8'),
    jpeg: read('images', 'watch.jpg'),
  };
}

/**
 * Starts the fake eBay server.
 * @param {import('./server.d.mts').FakeEbayOptions} [options]
 * @returns {Promise<import('./server.d.mts').FakeEbay>}
 */
export async function startFakeEbay(options = {}) {
  const {
    port = 0,
    host = '127.0.0.1',
    latencyMs = 0,
    largeStoreSize = 0,
    largeStoreSellers = [LARGE_STORE_SELLER],
    clientId = FAKE_EBAY_CLIENT_ID,
    clientSecret = FAKE_EBAY_CLIENT_SECRET,
    ruName = FAKE_EBAY_RU_NAME,
    tokenLifetimeSeconds = 7200,
  } = options;
  const state = {
    acceptUrl: options.acceptUrl ?? null,
    picture: null, // bytes served for every picture instead of the fixture's, or null
    accessTokens: new Map(), // token -> { kind, expiresAt }
    authCodes: new Map(), // code -> expiresAt
    refreshTokens: new Set(),
    rateLimit: null, // null, or { retryAfterSeconds }
    calls: [],
  };
  const catalogue = withListingChanges(createCatalogue(largeStoreSize, largeStoreSellers));
  let baseUrl = '';

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`fake eBay failed: ${error.message}`);
    });
  });

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', baseUrl);
    if (url.pathname === '/__calls') return send(res, serveCallLog(req));
    const body = await readBody(req);
    if (body === null) return send(res, json(413, { error: 'request body too large' }));
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const call = {
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      marketplaceId: req.headers['x-ebay-c-marketplace-id'] ?? null,
      status: 0,
      at: new Date().toISOString(),
    };
    state.calls.push(call);
    const reply = route(req, url, body, call);
    call.status = reply.status;
    send(res, reply);
  }

  function serveCallLog(req) {
    if (req.method === 'DELETE') {
      state.calls.length = 0;
      return { status: 204, headers: {}, body: '' };
    }
    return json(200, state.calls);
  }

  function route(req, url, body, call) {
    const path = url.pathname;
    if (path === '/identity/v1/oauth2/token') {
      return req.method === 'POST' ? tokenEndpoint(req, body, call) : methodNotAllowed();
    }
    if (path === '/oauth2/authorize') return authorize(url);
    if (path === '/oauth2/ThirdPartyAuthSucessFailure') return html(200, '<!DOCTYPE html><title>eBay</title><p>Authorization successful. You may close this window.</p>');
    if (path.startsWith('/buy/browse/v1/')) return req.method === 'GET' ? browse(req, url, call) : methodNotAllowed();
    if (req.method !== 'GET') return methodNotAllowed();
    if (path.startsWith('/itm/')) return listingPage(path);
    if (path.startsWith('/str/')) return storePage(path);
    const image = /^\/(?:thumbs\/)?images\/g\/([A-Za-z0-9~_-]{16})\/s-l\d{2,4}\.(?:jpg|jpeg|webp|png)$/.exec(path);
    if (image) return { status: 200, headers: { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000' }, body: state.picture ?? fixtures.jpeg };
    return html(404, fixtures.notFoundPage);
  }

  // --- OAuth -------------------------------------------------------------------------------------

  function tokenEndpoint(req, body, call) {
    const credentials = parseBasicAuth(req.headers.authorization);
    if (!credentials || credentials.id !== clientId || credentials.secret !== clientSecret) {
      return json(401, { error: 'invalid_client', error_description: 'client authentication failed' });
    }
    if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return json(400, { error: 'invalid_request', error_description: 'request is missing a required parameter or malformed.' });
    }
    const form = new URLSearchParams(body);
    call.grantType = form.get('grant_type');
    switch (form.get('grant_type')) {
      case 'client_credentials': {
        const scopes = (form.get('scope') ?? '').split(' ').filter(Boolean);
        if (scopes.length === 0 || scopes.some((scope) => !scope.startsWith('https://api.ebay.com/oauth/'))) {
          return json(400, { error: 'invalid_scope', error_description: 'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client' });
        }
        return json(200, { access_token: mintAccessToken('application'), expires_in: tokenLifetimeSeconds, token_type: 'Application Access Token' });
      }
      case 'authorization_code': {
        const code = form.get('code') ?? '';
        const expiresAt = state.authCodes.get(code);
        state.authCodes.delete(code);
        if (!expiresAt || expiresAt < Date.now() || form.get('redirect_uri') !== ruName) {
          return json(400, { error: 'invalid_grant', error_description: 'the provided authorization grant code is invalid or was issued to another client' });
        }
        const refreshToken = `v^1.1#i^1#r^1#p^3#I^3#f^0#t^Ul4xMF8${randomToken()}`;
        state.refreshTokens.add(refreshToken);
        return json(200, {
          access_token: mintAccessToken('user'),
          expires_in: tokenLifetimeSeconds,
          refresh_token: refreshToken,
          refresh_token_expires_in: REFRESH_TOKEN_LIFETIME_SECONDS,
          token_type: 'User Access Token',
        });
      }
      case 'refresh_token': {
        if (!state.refreshTokens.has(form.get('refresh_token') ?? '')) {
          return json(400, { error: 'invalid_grant', error_description: 'the provided authorization refresh token is invalid or was issued to another client' });
        }
        return json(200, { access_token: mintAccessToken('user'), expires_in: tokenLifetimeSeconds, token_type: 'User Access Token' });
      }
      default:
        return json(400, { error: 'unsupported_grant_type', error_description: 'grant type in request is not supported by the authorization server' });
    }
  }

  function mintAccessToken(kind) {
    const token = `v^1.1#i^1#p^1#r^0#I^3#f^0#t^H4sIAAAAAAAA${randomToken()}`;
    state.accessTokens.set(token, { kind, expiresAt: Date.now() + tokenLifetimeSeconds * 1000 });
    return token;
  }

  function authorize(url) {
    const q = url.searchParams;
    if (q.get('client_id') !== clientId || q.get('response_type') !== 'code' || q.get('redirect_uri') !== ruName || !q.get('scope')) {
      return json(400, { error_id: 'invalid_request', error_description: 'Input request parameters are invalid.', http_status_code: 400 });
    }
    const code = `v^1.1#i^1#f^0#I^3#r^1#p^3#t^Ul41XzA6${randomToken()}`;
    state.authCodes.set(code, Date.now() + AUTH_CODE_LIFETIME_SECONDS * 1000);
    const target = new URL(state.acceptUrl ?? `${baseUrl}/oauth2/ThirdPartyAuthSucessFailure?isAuthSuccessful=true`);
    if (q.has('state')) target.searchParams.set('state', q.get('state'));
    target.searchParams.set('code', code);
    target.searchParams.set('expires_in', String(AUTH_CODE_LIFETIME_SECONDS));
    return { status: 302, headers: { location: target.href }, body: '' };
  }

  // --- Browse API --------------------------------------------------------------------------------

  function browse(req, url, call) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const token = bearer ? state.accessTokens.get(bearer) : undefined;
    if (!token || token.expiresAt < Date.now()) {
      return ebayError(401, 1001, 'OAuth', 'Invalid access token', 'Invalid access token. Check the value of the Authorization HTTP request header.');
    }
    call.tokenKind = token.kind;
    if (state.rateLimit) {
      const headers = state.rateLimit.retryAfterSeconds == null ? {} : { 'retry-after': String(state.rateLimit.retryAfterSeconds) };
      return ebayError(429, 2001, 'ACCESS', 'Too many requests.', 'The request limit has been reached for the resource.', headers);
    }
    const path = url.pathname.slice('/buy/browse/v1'.length);
    if (path === '/item/get_item_by_legacy_id') return itemByLegacyId(url.searchParams.get('legacy_item_id'));
    if (path === '/item_summary/search') return search(url);
    if (path.startsWith('/item/')) return itemByRestfulId(path.slice('/item/'.length));
    return ebayError(404, 2002, 'API_BROWSE', 'Resource not found.', `The fake eBay server has no resource ${url.pathname}.`);
  }

  function itemByLegacyId(legacyId) {
    if (!legacyId || !/^\d{1,19}$/.test(legacyId)) {
      return ebayError(400, 11006, 'API_BROWSE', 'The legacy ID is invalid.', "The 'legacy_item_id' query parameter is missing or is not a number.");
    }
    return itemResponse(catalogue.find(legacyId));
  }

  function itemByRestfulId(encodedId) {
    let itemId;
    try {
      itemId = decodeURIComponent(encodedId);
    } catch {
      itemId = encodedId;
    }
    const match = /^v1\|(\d+)\|(\d+)$/.exec(itemId);
    if (!match) return ebayError(400, 11012, 'API_BROWSE', 'The item ID is invalid.', `'${itemId}' is not a RESTful item ID such as v1|123456789012|0.`);
    return itemResponse(match[2] === '0' ? catalogue.find(match[1]) : undefined);
  }

  function itemResponse(item) {
    if (!item) return ebayError(404, 11001, 'API_BROWSE', 'The specified item Id was not found.', 'The specified item Id was not found.');
    return json(200, item);
  }

  function search(url) {
    const q = url.searchParams;
    if (!['q', 'category_ids', 'epid', 'gtin'].some((name) => q.get(name))) {
      return ebayError(400, 12001, 'API_BROWSE', "The call must have a valid 'q', 'category_ids', 'epid' or 'gtin' query parameter.");
    }
    const limit = q.has('limit') ? strictInteger(q.get('limit')) : 50;
    const offset = q.has('offset') ? strictInteger(q.get('offset')) : 0;
    if (limit === null) return ebayError(400, 12006, 'API_BROWSE', "The 'limit' value must be an integer.");
    if (limit < 1 || limit > 200) return ebayError(400, 12007, 'API_BROWSE', "The 'limit' value must be between 1 and 200.");
    if (offset === null) return ebayError(400, 12004, 'API_BROWSE', "The 'offset' value must be an integer.");
    if (offset < 0) return ebayError(400, 12005, 'API_BROWSE', "The 'offset' value cannot be negative.");
    if (offset % limit !== 0) return ebayError(400, 12005, 'API_BROWSE', "The 'offset' value must be either zero or a multiple of the 'limit' value.");
    if (offset >= SEARCH_WINDOW) return ebayError(400, 12029, 'API_BROWSE', `The 'offset' value must be less than ${SEARCH_WINDOW}.`);
    const filters = parseFilters(q.get('filter') ?? '');
    if (!filters) return ebayError(400, 12002, 'API_BROWSE', "The 'filter' value is invalid.");

    const words = (q.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const category = q.get('category_ids');
    const sellers = filters.sellers?.map((seller) => seller.toLowerCase());
    const matches = catalogue.all().filter((item) =>
      (!category || item.categoryIdPath.split('|').includes(category)) &&
      (!sellers || sellers.includes(item.seller.username.toLowerCase())) &&
      words.every((word) => item.title.toLowerCase().includes(word)),
    );

    const pageUrl = (pageOffset) => {
      const next = new URL(url.pathname, baseUrl);
      for (const [name, value] of q) if (name !== 'limit' && name !== 'offset') next.searchParams.append(name, value);
      next.searchParams.set('limit', String(limit));
      next.searchParams.set('offset', String(pageOffset));
      return next.href;
    };
    const page = matches.slice(offset, offset + limit);
    const response = { href: pageUrl(offset), total: matches.length };
    if (offset + limit < matches.length) response.next = pageUrl(offset + limit);
    if (offset > 0) response.prev = pageUrl(Math.max(0, offset - limit));
    response.limit = limit;
    response.offset = offset;
    if (page.length > 0) response.itemSummaries = page.map(toItemSummary);
    return json(200, response);
  }

  function toItemSummary(item) {
    const thumbnail = (imageUrl, size) => imageUrl.replace('/images/g/', '/thumbs/images/g/').replace(/s-l\d+/, `s-l${size}`);
    return {
      itemId: item.itemId,
      title: item.title,
      leafCategoryIds: [item.categoryId],
      categories: [
        { categoryId: '31387', categoryName: 'Wristwatches' },
        { categoryId: '281', categoryName: 'Jewelry & Watches' },
        { categoryId: '260324', categoryName: 'Watches, Parts & Accessories' },
        { categoryId: '260325', categoryName: 'Watches' },
      ],
      image: { imageUrl: thumbnail(item.image.imageUrl, 225) },
      price: item.price,
      itemHref: `${baseUrl}/buy/browse/v1/item/${encodeURIComponent(item.itemId)}`,
      seller: item.seller,
      condition: item.condition,
      conditionId: item.conditionId,
      thumbnailImages: [{ imageUrl: item.image.imageUrl.replace(/s-l\d+/, 's-l1200') }],
      shippingOptions: item.shippingOptions.map(({ shippingCostType, shippingCost }) => ({ shippingCostType, shippingCost })),
      buyingOptions: item.buyingOptions,
      itemWebUrl: item.itemWebUrl,
      itemLocation: { postalCode: item.itemLocation.postalCode, country: item.itemLocation.country },
      additionalImages: (item.additionalImages ?? []).map((image) => ({ imageUrl: thumbnail(image.imageUrl, 225) })),
      adultOnly: item.adultOnly,
      legacyItemId: item.legacyItemId,
      availableCoupons: false,
      itemCreationDate: item.itemCreationDate,
      topRatedBuyingExperience: item.topRatedBuyingExperience,
      priorityListing: item.priorityListing,
      listingMarketplaceId: item.listingMarketplaceId,
    };
  }

  // --- Web pages ---------------------------------------------------------------------------------

  function listingPage(path) {
    // /itm/<id>, /itm/<slug>/<id>, /itm/<Slug>-/<id> and /itm/<slug>-<id>
    const id = /^\/itm\/(?:[^/]+\/)?(?:[^/]*-)?(\d{9,13})\/?$/.exec(path)?.[1];
    const page = id ? catalogue.page(id) : undefined;
    return page ? html(200, page) : html(404, fixtures.notFoundPage);
  }

  function storePage(path) {
    const slug = /^\/str\/([^/]+)\/?$/.exec(path)?.[1]?.toLowerCase();
    const page = slug ? fixtures.stores.get(slug) : undefined;
    return page ? html(200, page) : html(404, fixtures.notFoundPage);
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  return {
    url: baseUrl,
    env: {
      EBAY_CLIENT_ID: clientId,
      EBAY_CLIENT_SECRET: clientSecret,
      EBAY_RU_NAME: ruName,
      EBAY_API_BASE_URL: baseUrl,
      EBAY_AUTH_BASE_URL: baseUrl,
      EBAY_WEB_BASE_URL: baseUrl,
      EBAY_IMAGE_BASE_URL: baseUrl,
    },
    clientId,
    clientSecret,
    ruName,
    calls: () => state.calls.map((call) => ({ ...call })),
    clearCalls: () => {
      state.calls.length = 0;
    },
    setRateLimited: (on, { retryAfterSeconds = 2 } = {}) => {
      state.rateLimit = on ? { retryAfterSeconds } : null;
    },
    revokeTokens: () => state.accessTokens.clear(),
    setAcceptUrl: (acceptUrl) => {
      state.acceptUrl = acceptUrl;
    },
    setPicture: (bytes) => {
      state.picture = bytes;
    },
    endListing: (itemId, { keepItem = false } = {}) => catalogue.change(itemId, { ended: keepItem ? 'end-date' : 'gone' }),
    sellListing: (itemId) => catalogue.change(itemId, { sold: true }),
    setListingPrice: (itemId, value) => catalogue.change(itemId, { price: value }),
    resetListings: () => catalogue.reset(),
    browseCallCount: () => state.calls.filter((call) => call.path.startsWith('/buy/')).length,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * The fixture items plus, when asked, a large synthetic store cloned from one of them; with several sellers,
 * the clones are dealt among them in turn (the first clone to the first seller).
 */
function createCatalogue(largeStoreSize, sellers) {
  const template = fixtures.items.get(LARGE_STORE_TEMPLATE_ID);
  const cloneIndex = (legacyId) => {
    const index = Number(legacyId) - LARGE_STORE_FIRST_ITEM_ID;
    return Number.isInteger(index) && index >= 0 && index < largeStoreSize ? index : -1;
  };
  const sellerOf = (index) => sellers[index % sellers.length];
  const clone = (index) => {
    const legacyId = String(LARGE_STORE_FIRST_ITEM_ID + index);
    return {
      ...structuredClone(template),
      itemId: `v1|${legacyId}|0`,
      legacyItemId: legacyId,
      itemWebUrl: `https://www.ebay.com/itm/${legacyId}`,
      seller: { username: sellerOf(index), feedbackPercentage: '99.2', feedbackScore: 40211 },
    };
  };
  return {
    find(legacyId) {
      const index = cloneIndex(legacyId);
      return index >= 0 ? clone(index) : fixtures.items.get(legacyId);
    },
    all() {
      const clones = Array.from({ length: largeStoreSize }, (_, index) => clone(index));
      return [...fixtures.items.values(), ...clones];
    },
    page(legacyId) {
      const index = cloneIndex(legacyId);
      if (index < 0) return fixtures.pages.get(legacyId);
      return fixtures.pages
        .get(LARGE_STORE_TEMPLATE_ID)
        .replaceAll(LARGE_STORE_TEMPLATE_ID, legacyId)
        .replaceAll('luxwatchdepot', sellerOf(index));
    },
  };
}

/**
 * The catalogue as the seller changed it since the fixtures were written: listings ended (gone: 404
 * errorId 11001, as eBay answers for ended, sold and removed listings alike; or still served with an
 * `itemEndDate` in the past), sold (`OUT_OF_STOCK`) or repriced.
 */
function withListingChanges(catalogue) {
  const changes = new Map(); // legacy id -> { ended?: 'gone' | 'end-date', sold?: true, price?: string }
  const current = (item) => {
    const change = item && changes.get(item.legacyItemId);
    if (!change) return item;
    if (change.ended === 'gone') return undefined;
    const changed = structuredClone(item);
    if (change.price !== undefined) changed.price = { ...changed.price, value: change.price };
    if (change.ended === 'end-date') changed.itemEndDate = new Date(Date.now() - 60_000).toISOString();
    if (change.sold) {
      changed.estimatedAvailabilities = (changed.estimatedAvailabilities ?? [{ deliveryOptions: ['SHIP_TO_HOME'] }]).map((availability) => ({
        ...availability,
        estimatedAvailabilityStatus: 'OUT_OF_STOCK',
        estimatedAvailableQuantity: 0,
        estimatedSoldQuantity: (availability.estimatedSoldQuantity ?? 0) + 1,
      }));
    }
    return changed;
  };
  return {
    find: (legacyId) => current(catalogue.find(legacyId)),
    all: () => catalogue.all().map(current).filter((item) => item && !changes.get(item.legacyItemId)?.sold && !item.itemEndDate),
    page: (legacyId) => (changes.get(legacyId)?.ended === 'gone' ? undefined : catalogue.page(legacyId)),
    change(legacyId, change) {
      if (!catalogue.find(legacyId)) throw new Error(`The fake eBay has no listing ${legacyId}`);
      changes.set(legacyId, { ...changes.get(legacyId), ...change });
    },
    reset: () => changes.clear(),
  };
}

// --- helpers -------------------------------------------------------------------------------------

/** Top-level comma-separated filters; commas inside {} or [] belong to the value. */
function parseFilters(filter) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const char of filter) {
    if (char === '{' || char === '[') depth += 1;
    if (char === '}' || char === ']') depth -= 1;
    if (depth < 0) return null;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (depth !== 0) return null;
  if (current) parts.push(current);
  const filters = {};
  for (const part of parts) {
    const [name, ...rest] = part.split(':');
    const value = rest.join(':').trim();
    if (name.trim() === 'sellers') {
      const sellers = /^\{([^{}]+)\}$/.exec(value)?.[1].split('|').map((seller) => seller.trim()).filter(Boolean);
      if (!sellers?.length) return null;
      filters.sellers = sellers;
    }
  }
  return filters;
}

function strictInteger(text) {
  return /^-?\d+$/.test(text ?? '') ? Number(text) : null;
}

function parseBasicAuth(header) {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '')?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

function randomToken() {
  return randomBytes(96).toString('base64url');
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_REQUEST_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(status, value, headers = {}) {
  return {
    status,
    headers: {
      'content-type': 'application/json',
      'cache-control': 'no-cache, no-store, max-age=0, must-revalidate',
      'x-ebay-request-id': randomBytes(8).toString('hex'),
      ...headers,
    },
    body: JSON.stringify(value),
  };
}

function ebayError(status, errorId, domain, message, longMessage = message, headers = {}) {
  const category = status >= 500 ? 'APPLICATION' : 'REQUEST';
  return json(status, { errors: [{ errorId, domain, category, message, longMessage }] }, headers);
}

function html(status, text) {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: text };
}

function methodNotAllowed() {
  return { status: 405, headers: { 'content-type': 'text/plain' }, body: 'Method Not Allowed' };
}

function send(res, { status, headers, body }) {
  res.writeHead(status, headers);
  res.end(body);
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      'latency-ms': { type: 'string', default: '0' },
      'large-store-size': { type: 'string', default: '0' },
      'large-store-sellers': { type: 'string', default: LARGE_STORE_SELLER },
      'accept-url': { type: 'string' },
    },
  });
  const fake = await startFakeEbay({
    port: Number(values.port),
    host: values.host,
    latencyMs: Number(values['latency-ms']),
    largeStoreSize: Number(values['large-store-size']),
    largeStoreSellers: values['large-store-sellers'].split(','),
    acceptUrl: values['accept-url'],
  });
  console.log(`fake eBay listening on ${fake.url}`);
  console.log(`  EBAY_API_BASE_URL=${fake.url} EBAY_AUTH_BASE_URL=${fake.url} EBAY_WEB_BASE_URL=${fake.url} EBAY_IMAGE_BASE_URL=${fake.url}`);
  console.log(`  EBAY_CLIENT_ID=${fake.clientId} EBAY_CLIENT_SECRET=${fake.clientSecret} EBAY_RU_NAME=${fake.ruName}`);
  const stop = () => fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
