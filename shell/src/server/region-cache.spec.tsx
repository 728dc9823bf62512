import { useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { beforeEach, describe, expect, it } from 'vitest';
import { CachedRegion, RegionRendererContext } from '../lib/cached-region';
import { createRegionCache, type RegionCache } from './region-cache';

const Box = styled.div`
  padding: 4px;
`;
const Title = styled.h2<{ $tone: string }>`
  color: ${({ $tone }) => $tone};
`;

/** Ids from useId depend on the place in the tree: the region's and those after it must match a whole render's. */
function Field() {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>Name</label>
      <input id={id} />
    </>
  );
}

let regionRenders = 0;

function Region({ tone }: { tone: string }) {
  regionRenders += 1;
  return (
    <Box>
      <Title $tone={tone}>Region</Title>
      <Field />
    </Box>
  );
}

/** A page with the region between parts of its own; `boxFirst` puts the region's Box on the page before it. */
function Page({ tone, text, boxFirst = false }: { tone: string; text: string; boxFirst?: boolean }) {
  return (
    <main>
      {boxFirst ? <Box>first</Box> : <Field />}
      <CachedRegion name="region" dependsOn={[tone]}>
        <Region tone={tone} />
      </CachedRegion>
      <p>{text}</p>
      <Field />
    </main>
  );
}

/** Markup and style tags of one page, through `regions` when given, as the server renderer renders it. */
function render(page: ReactNode, regions?: RegionCache, whole = true) {
  const sheet = new ServerStyleSheet();
  const pageRegions = regions?.forPage();
  const html = renderToString(sheet.collectStyles(pageRegions ? <RegionRendererContext.Provider value={pageRegions}>{page}</RegionRendererContext.Provider> : page));
  return { html: pageRegions ? pageRegions.splice(html, whole) : html, styles: sheet.getStyleTags() };
}

describe('cached regions on the server', () => {
  let regions: RegionCache;
  beforeEach(() => {
    regions = createRegionCache();
    regionRenders = 0;
  });

  it('splices the kept region into later pages: the markup and styles of a whole render, the region rendered once', () => {
    const first = render(<Page tone="red" text="one" />, regions);
    const second = render(<Page tone="red" text="two" />, regions);
    expect(regionRenders).toBe(1);
    regionRenders = 0;
    expect(first).toEqual(render(<Page tone="red" text="one" />));
    expect(second).toEqual(render(<Page tone="red" text="two" />));
    expect(second.html).toContain('two');
    expect(second.html).not.toContain('caliber-cached-region');
  });

  it('renders the region again for other dependencies', () => {
    render(<Page tone="red" text="one" />, regions);
    const blue = render(<Page tone="blue" text="one" />, regions);
    expect(regionRenders).toBe(2);
    expect(blue).toEqual(render(<Page tone="blue" text="one" />));
  });

  it("keeps every style the region needs, also those the first page's own components had inserted before it", () => {
    render(<Page tone="red" text="one" boxFirst />, regions);
    const later = render(<Page tone="red" text="two" />, regions);
    expect(regionRenders).toBe(1);
    expect(later).toEqual(render(<Page tone="red" text="two" />));
  });

  it('keeps nothing of a page that was not rendered whole, and nothing once cleared', () => {
    render(<Page tone="red" text="one" />, regions, false);
    render(<Page tone="red" text="two" />, regions);
    expect(regionRenders).toBe(2);
    regions.clear();
    render(<Page tone="red" text="three" />, regions);
    expect(regionRenders).toBe(3);
  });

  it('is only its children where no renderer lends a cache (the browser)', () => {
    expect(render(<Page tone="red" text="one" />).html).not.toContain('caliber-cached-region');
    expect(regionRenders).toBe(1);
  });
});
