import { createElement, useContext, type ReactNode } from 'react';
import { ServerStyleSheet, StyleSheetContext } from 'styled-components';
import type { RegionRenderer } from '../lib/cached-region';

/** One rule set as styled-components inserts it: the component's id, the class name and the compiled rules. */
type StyleRules = readonly [componentId: string, name: string, rules: string[]];

interface KeptRegion {
  html: string;
  /** Every rule set the region's components inserted, in order. */
  styles: readonly StyleRules[];
}

/**
 * The element that marks a region in the markup of one render: around the markup rendered there, or empty
 * where the kept markup goes. React escapes every `<` of text and attributes, so only these can spell it.
 */
const TAG = 'caliber-cached-region';
const CLOSE = `</${TAG}>`;
const openTag = (name: string) => `<${TAG} data-name="${name}">`;
/** A few per region: a header per path of the pages rendered lately, one footer. */
const MAX_REGIONS = 64;

/**
 * The markup and styles of the cached regions (`CachedRegion`), kept across the pages one renderer
 * renders, the least recently used leaving first. A render hands each region what it depends on; one
 * whose markup is kept is spliced in, any other is rendered and kept when the page rendered whole.
 */
export function createRegionCache() {
  const regions = new Map<string, KeptRegion>();
  const take = (key: string) => {
    const region = regions.get(key);
    if (region) {
      regions.delete(key);
      regions.set(key, region);
    }
    return region;
  };
  const keep = (key: string, region: KeptRegion) => {
    regions.set(key, region);
    if (regions.size > MAX_REGIONS) regions.delete(regions.keys().next().value!);
  };
  return {
    /** Forgets them all: a remote's new build may draw them differently. */
    clear: () => regions.clear(),
    /** The regions of one render of a page. */
    forPage: () => new PageRegions(take, keep),
  };
}

export type RegionCache = ReturnType<typeof createRegionCache>;

class PageRegions implements RegionRenderer {
  private readonly reused = new Map<string, KeptRegion>();
  private readonly rendered = new Map<string, { key: string; styles: StyleRules[] }>();

  constructor(
    private readonly take: (key: string) => KeptRegion | undefined,
    private readonly keep: (key: string, region: KeptRegion) => void,
  ) {}

  region(name: string, key: string, children: ReactNode): ReactNode {
    // A name met twice is rendered as it is.
    if (this.reused.has(name) || this.rendered.has(name)) return children;
    const regionKey = `${name}\n${key}`;
    const kept = this.take(regionKey);
    if (kept) {
      this.reused.set(name, kept);
      return <ReusedRegion name={name} styles={kept.styles} />;
    }
    const styles: StyleRules[] = [];
    this.rendered.set(name, { key: regionKey, styles });
    return (
      <RenderedRegion name={name} styles={styles}>
        {children}
      </RenderedRegion>
    );
  }

  /**
   * The page's markup as React would have rendered it whole: kept regions spliced in, the marks of the
   * others taken out. The regions rendered here are kept only when the whole page was (`whole`): a region
   * left to the browser, or still loading, is not the region's markup.
   */
  splice(html: string, whole: boolean): string {
    let page = html;
    for (const [name, region] of this.reused) page = page.replace(`${openTag(name)}${CLOSE}`, () => region.html);
    for (const [name, { key, styles }] of this.rendered) {
      const open = openTag(name);
      const start = page.indexOf(open);
      const end = page.indexOf(CLOSE, start);
      if (start === -1 || end === -1) continue;
      const markup = page.slice(start + open.length, end);
      if (whole && !markup.includes(`<${TAG}`)) this.keep(key, { html: markup, styles });
      page = page.slice(0, start) + markup + page.slice(end + CLOSE.length);
    }
    return page;
  }
}

/**
 * The region rendered: marked in the markup, its components' styles going into a sheet of its own that
 * records every rule set (the next pages need them whatever their own components inserted first) and hands
 * the page's sheet those it lacks, as the components would have.
 */
function RenderedRegion({ name, styles, children }: { name: string; styles: StyleRules[]; children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const page = context.styleSheet;
  const own = new ServerStyleSheet().instance;
  const insert = own.insertRules.bind(own);
  own.insertRules = (componentId, className, rules) => {
    insert(componentId, className, rules);
    styles.push([componentId, className, rules]);
    if (!page.hasNameForId(componentId, className)) page.insertRules(componentId, className, rules);
  };
  return createElement(TAG, { 'data-name': name }, <StyleSheetContext.Provider value={{ ...context, styleSheet: own }}>{children}</StyleSheetContext.Provider>);
}

/** A kept region: an empty mark for its markup, its styles inserted where its components would have. */
function ReusedRegion({ name, styles }: { name: string; styles: readonly StyleRules[] }) {
  const { styleSheet } = useContext(StyleSheetContext);
  for (const [componentId, className, rules] of styles) if (!styleSheet.hasNameForId(componentId, className)) styleSheet.insertRules(componentId, className, rules);
  return createElement(TAG, { 'data-name': name });
}
