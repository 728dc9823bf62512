/**
 * webpack loader for react-router's production build (create-app-config.mjs): marks its module-level
 * `React.createContext`, `React.forwardRef`, `React.memo`, `Symbol` calls pure and drops its `displayName`
 * assignments, so webpack and terser can leave out every component and context nothing imports (its
 * framework-mode `Link` prefetching, `Form`, `ScrollRestoration`...), as they would with annotated source.
 */
module.exports = function pureModuleLevelLoader(source) {
  return source
    .replace(/^((?:var|const|let) \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\(|Symbol\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
};
