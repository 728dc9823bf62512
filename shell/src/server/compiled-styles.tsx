import { useContext, type ReactNode } from 'react';
import { StyleSheetContext, type ServerStyleSheet } from 'styled-components';

type Stylis = React.ContextType<typeof StyleSheetContext>['stylis'];

/** About 2 MB of CSS text, far above what all the site's pages compile: reached only by styles made of many values of props. */
const MAX_CACHED_CHARS = 2_000_000;

/**
 * styled-components compiles a component's CSS (stylis: parse, nest, stringify) once per style sheet,
 * and the server starts a sheet for every page, so every page compiled every rule again: a seventh of
 * the BFF's time on a new search page. What the compiler returns depends only on its arguments, so it is
 * kept for every later page, one cache per compiler (the one styled-components hands its components).
 */
function cachedCompiler(compile: Stylis): Stylis {
  const compiled = new Map<string, string[]>();
  let chars = 0;
  const cached = (css: string, selector?: string, prefix?: string, componentId?: string) => {
    const key = `${selector ?? ''}\n${prefix ?? ''}\n${componentId ?? ''}\n${css}`;
    let rules = compiled.get(key);
    if (!rules) {
      rules = compile(css, selector, prefix, componentId);
      if (chars > MAX_CACHED_CHARS) {
        compiled.clear();
        chars = 0;
      }
      compiled.set(key, rules);
      chars += key.length + rules.reduce((sum, rule) => sum + rule.length, 0);
    }
    return rules;
  };
  return Object.assign(cached, { hash: compile.hash });
}

const compilers = new WeakMap<Stylis, Stylis>();

/**
 * `sheet.collectStyles(children)` with the compiler's output kept across pages: the page's styles are
 * still collected in its own sheet, rule for rule as before.
 */
export function CollectStyles({ sheet, children }: { sheet: ServerStyleSheet; children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  let compiler = compilers.get(context.stylis);
  if (!compiler) {
    compiler = cachedCompiler(context.stylis);
    compilers.set(context.stylis, compiler);
  }
  return <StyleSheetContext.Provider value={{ ...context, styleSheet: sheet.instance, stylis: compiler }}>{children}</StyleSheetContext.Provider>;
}
