import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './router-links';

const renderedAt = (location: string, element: ReactElement) => renderToStaticMarkup(createElement(StaticRouter, { location }, element));
const navLinkAt = (location: string, to: string, end = false) => renderedAt(location, createElement(NavLink, { to, end }, 'link'));

describe('Link', () => {
  it('links to the path it is given, with its other attributes', () => {
    expect(renderedAt('/', createElement(Link, { to: '/watch/a?x=1#top', className: 'c' }, 'Open'))).toBe('<a class="c" href="/watch/a?x=1#top">Open</a>');
  });
});

describe('NavLink', () => {
  it('is the current page on its own path, whatever the letter case', () => {
    expect(navLinkAt('/about', '/about')).toContain('aria-current="page"');
    expect(navLinkAt('/About', '/about', true)).toContain('aria-current="page"');
  });

  it('is current below its path unless `end`, and never on a longer name', () => {
    expect(navLinkAt('/collections/dress', '/collections')).toContain('aria-current="page"');
    expect(navLinkAt('/collections/dress', '/collections', true)).not.toContain('aria-current');
    expect(navLinkAt('/collectionsx', '/collections')).not.toContain('aria-current');
  });

  it('marks Home only on the home page with `end`', () => {
    expect(navLinkAt('/', '/', true)).toContain('aria-current="page"');
    expect(navLinkAt('/about', '/', true)).not.toContain('aria-current');
  });
});
