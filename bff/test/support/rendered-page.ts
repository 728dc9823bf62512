import request from 'supertest';
import { expect } from 'vitest';
import { REMOTE_ENTRIES_ELEMENT_ID, SCRIPTS_ELEMENT_ID } from '../../src/site/inline-scripts.js';
import type { TestApp } from './test-app.js';

/** A page the BFF served, taken apart for assertions (site-rendering.spec.ts, business-details.spec.ts). */
export interface Page {
  status: number;
  html: string;
  headers: Record<string, string>;
  /** The markup inside `<div id="root">`. */
  root: string;
  /** The text of `root` with tags and styles removed, whitespace collapsed, entities decoded. */
  text: string;
  head: string;
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function parsePage(status: number, html: string, headers: Record<string, string>): Page {
  const open = '<div id="root">';
  const start = html.indexOf(open);
  const end = html.lastIndexOf(`</div><script type="application/json" id="${SCRIPTS_ELEMENT_ID}">`);
  expect(start, 'the page has <div id="root">').toBeGreaterThan(-1);
  expect(end, 'the root div closes just before the list of scripts').toBeGreaterThan(start);
  const root = html.slice(start + open.length, end);
  const text = decodeEntities(
    root
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  ).trim();
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  return { status, html, headers, root, text, head };
}

export async function getPage(t: TestApp, pathname: string): Promise<Page> {
  const res = await request(t.server).get(pathname);
  expect(res.headers['content-type'], `${pathname} is HTML`).toBe('text/html; charset=utf-8');
  return parsePage(res.status, res.text, res.headers as Record<string, string>);
}

export function jsonLd(page: Page): Record<string, unknown>[] {
  return [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}


/** The remote entries the page's boot script preloads. */
export function remoteEntries(page: Page): string[] {
  const json = new RegExp(`<script type="application/json" id="${REMOTE_ENTRIES_ELEMENT_ID}">([^<]*)</script>`).exec(page.html)?.[1];
  expect(json, 'the page lists its remote entries').toBeDefined();
  return JSON.parse(json!) as string[];
}
