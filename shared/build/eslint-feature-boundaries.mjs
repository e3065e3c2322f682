// @ts-check
// An ESLint rule for the apps' `src/features/<feature>/` folders: a feature imports neither another feature
// nor a route. Relative specifiers are resolved against the importing file, so the depth of either side
// does not matter (no-restricted-imports only sees the specifier text).
import path from 'node:path'

const FEATURE_FILE = /^(.*[\\/]src)[\\/]features[\\/]([^\\/]+)[\\/]/

/**
 * Where a resolved import lands inside the app's `src/`: a feature (by name), the routes, or elsewhere.
 * @param {string} srcDir
 * @param {string} target
 * @returns {{ kind: 'feature', name: string } | { kind: 'routes' } | undefined}
 */
function placeIn(srcDir, target) {
  const relative = path.relative(srcDir, target)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined
  const [top, name = ''] = relative.split(path.sep)
  if (top === 'features') return { kind: 'feature', name }
  if (top === 'routes' || top === 'routes.ts' || top === 'routes.tsx') return { kind: 'routes' }
  return undefined
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports neither another feature nor a route (docs/remote-template.md).' },
    schema: [],
    messages: {
      otherFeature:
        "The feature '{{feature}}' may not import the feature '{{other}}': move what both need to src/components or " +
        'src/lib, or compose the two in a route.',
      route:
        "The feature '{{feature}}' may not import from src/routes: routes compose features, not the other way round.",
    },
  },
  create(context) {
    const match = FEATURE_FILE.exec(context.filename)
    if (!match) return {}
    const [, srcDir = '', feature = ''] = match
    /** @param {{ type: string, value?: unknown } | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
      if (!source.value.startsWith('.')) return
      const place = placeIn(srcDir, path.resolve(path.dirname(context.filename), source.value))
      if (place?.kind === 'routes') context.report({ node: source, messageId: 'route', data: { feature } })
      if (place?.kind === 'feature' && place.name !== feature) {
        context.report({
          node: source,
          messageId: 'otherFeature',
          data: { feature, other: place.name || 'features/' },
        })
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}
