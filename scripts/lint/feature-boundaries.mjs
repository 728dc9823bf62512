import path from 'node:path';

const FEATURE = /^(.*[\\/]src[\\/]features[\\/])([^\\/]+)[\\/]/;

/**
 * A feature folder (`<app>/src/features/<name>/`) imports nothing from another feature of its app: what two
 * features share lives in the app's `lib/`, `components/` or a package (docs/architecture.md, "Feature folders").
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid imports from one feature folder into another' },
    messages: { crossFeature: "The feature '{{from}}' imports from the feature '{{to}}': move what both use to the app's lib/ or components/, or to a package." },
    schema: [],
  },
  create(context) {
    const own = FEATURE.exec(context.filename);
    if (!own) return {};
    const [, featuresDir, from] = own;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), specifier) + path.sep;
      if (!target.startsWith(featuresDir)) return;
      const to = target.slice(featuresDir.length).split(path.sep)[0];
      if (to && to !== from) context.report({ node: node.source, messageId: 'crossFeature', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
