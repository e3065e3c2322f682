// @ts-check
// Build helpers shared by the shell and every remote: the one list of federated singletons and the
// webpack configuration they all use. Plain ESM with JSDoc types, because webpack loads it in Node.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import zlib from 'node:zlib'
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack'
import CompressionPlugin from 'compression-webpack-plugin'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import TerserPlugin from 'terser-webpack-plugin'
import webpack from 'webpack'
import { containerName, frontEnd } from './front-ends.mjs'

const require = createRequire(import.meta.url)
const sharedPackage = require('../package.json')

/**
 * The subpath entry points of @grile/shared; each one is its own federated singleton. The test kit
 * (`./testing`) is for tests only and the build-time rendering (`./prerender`) runs in Node: neither goes into
 * a browser's build.
 */
const NOT_FEDERATED = new Set(['./package.json', './testing', './prerender'])
export const sharedEntryPoints = Object.keys(sharedPackage.exports)
  .filter((key) => !key.startsWith('./build') && !NOT_FEDERATED.has(key))
  .map((key) => `@grile/shared/${key.slice(2)}`)

/**
 * Third-party packages that must exist once on the page, with the subpaths apps import. Chakra UI and React
 * Router are too, but shared as `@grile/shared/chakra` and `@grile/shared/router` (only the parts Grile
 * uses: see those modules).
 */
const thirdPartySingletons = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  '@emotion/react': ['@emotion/react'],
  zustand: ['zustand'],
  swr: ['swr', 'swr/mutation'],
}

/**
 * The federated `shared` option: every app passes exactly this, so the list lives in one place.
 * @returns {Record<string, { singleton: true, requiredVersion: string, strictVersion: boolean }>}
 */
export function federatedSingletons() {
  /** @type {Record<string, { singleton: true, requiredVersion: string, strictVersion: boolean }>} */
  const shared = {}
  for (const [pkg, specifiers] of Object.entries(thirdPartySingletons)) {
    // The version installed is the one pinned in pnpm-workspace.yaml's catalog (peerDependencies say `catalog:`).
    const requiredVersion = require(`${pkg}/package.json`).version
    for (const specifier of specifiers) {
      shared[specifier] = { singleton: true, requiredVersion, strictVersion: false }
    }
  }
  for (const specifier of sharedEntryPoints) {
    shared[specifier] = { singleton: true, requiredVersion: sharedPackage.version, strictVersion: false }
  }
  return shared
}

/**
 * @typedef {object} AppBuildOptions
 * @property {string} dir the app's folder (import.meta.dirname of its webpack config); its container name
 *   and dev port come from shared/build/front-ends.json
 * @property {'host' | 'remote'} kind
 * @property {Record<string, string>} [exposes] modules a remote exposes on purpose
 * @property {string} [title] the HTML page title
 * @property {ExtraPage[]} [pages] more HTML pages, each with its own entry, outside module federation
 * @property {string} [prerender] module that renders the public pages to HTML at build time (run in Node after the build)
 */

/**
 * A page served next to the app that does not take part in federation (e.g. the sign-in redirect bridge).
 * @typedef {object} ExtraPage
 * @property {string} name entry and chunk name (the script is `<name>.js`)
 * @property {string} entry module path relative to the app folder
 * @property {string} template HTML template relative to the app folder; the page keeps its file name
 */

/**
 * The webpack configuration of one app (the shell or a remote).
 * @param {AppBuildOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
export function createAppConfig(options) {
  const { dir, kind, exposes = {}, title = 'Grile', pages = [], prerender } = options
  const folder = path.basename(dir)
  const name = containerName(folder)
  const { devPort } = frontEnd(folder)
  return (_env, argv) => {
    const production = argv.mode !== 'development'
    const apiTarget = process.env.GRILE_API_URL ?? 'http://localhost:8080'
    /** @type {import('webpack').Configuration} */
    const app = {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // A remote's entry keeps a stable name (the federation runtime finds it by name); the host's entry is
        // named by index.html alone, so in production every file but the HTML is content-hashed and immutable,
        // and the releases of the shell can share one origin (docs/decisions/0030-remote-release-registry.md).
        // (The federation runtime asks for the entry's folder before its content hash exists.)
        filename: production && kind === 'host' ? hostEntryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        publicPath: kind === 'host' ? '/' : 'auto',
        uniqueName: name,
        // The extra pages are built by their own compilers into the same folder: keep their files.
        clean: pages.length ? { keep: pageFilesPattern(pages) } : true,
      },
      resolve: production ? productionResolve() : resolve,
      module: { rules: moduleRules },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: federatedSingletons(),
          // Render with what is loaded instead of fetching every remote's manifest first: a remote
          // that is down then fails alone instead of blanking the whole page.
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            require.resolve('../src/federation/remote-fallback-plugin.ts'),
            ...(kind === 'host' ? [require.resolve('../src/federation/provide-runtime-plugin.ts')] : []),
          ],
          manifest: true,
          dts: false,
          // One federation runtime per page, the host's: a remote's entry uses it instead of a copy of its own
          // (decision 0048). Production only: a remote's development server also serves it alone, without a host.
          ...(production && kind === 'remote' ? { experiments: { externalRuntime: true } } : {}),
        }),
        // One page template for every app (only the title differs).
        new HtmlWebpackPlugin({
          template: path.join(import.meta.dirname, 'index.html'),
          title,
          host: kind === 'host',
          inject: 'body',
        }),
        // The dev server serves the same folder.
        ...(production
          ? [
              new PublicFilesPlugin(
                path.join(dir, 'public'),
                pages.map((page) => path.join(dir, page.template)),
              ),
            ]
          : []),
        // Only the host: a remote's chunks load from wherever it is deployed, known at run time.
        ...(production && kind === 'host' ? [new PreloadStartChunksPlugin()] : []),
        ...(production ? [new CompileHintsPlugin(), precompressed()] : []),
      ],
      optimization: {
        ...minimizer(),
        splitChunks: {
          cacheGroups: {
            contract: CONTRACT_CHUNK,
            ...(production && kind === 'host' ? { start: START_CHUNK } : {}),
          },
        },
      },
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(path.join(dir, 'public')) ? { directory: path.join(dir, 'public') } : false,
        proxy: [
          { context: ['/api', '/identity', '/remotes.json', '/config.json', '/remotes'], target: apiTarget },
        ],
      },
    }
    const extra = pages.map((page) => createPageConfig({ dir, appName: name, page, production }))
    // The dev server renders in the browser only; the build-time render is for production.
    if (prerender && production) extra.push(createPrerenderConfig({ dir, appName: name, entry: prerender }))
    return extra.length ? [app, ...extra] : app
  }
}

/** Where the build-time renderer is written (outside dist: it is not served). */
export const PRERENDER_OUTPUT = 'dist-server'

/**
 * The app's pages compiled for Node, without module federation (every import is bundled), to render
 * HTML at build time. Images get the same hashed URLs as in the browser build, and are not emitted twice.
 * @param {{ dir: string, appName: string, entry: string }} options
 * @returns {import('webpack').Configuration}
 */
function createPrerenderConfig({ dir, appName, entry }) {
  return {
    name: `${appName}-prerender`,
    mode: 'production',
    target: 'node',
    context: dir,
    entry: { prerender: entry },
    devtool: false,
    output: {
      path: path.join(dir, PRERENDER_OUTPUT),
      filename: '[name].cjs',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: productionResolve(),
    module: {
      rules: [
        ...moduleRules.filter((rule) => rule.type !== 'asset/resource'),
        // The same files as the browser's build, under the same names, not written a second time.
        ...imageRules({ emit: false }),
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
  }
}

/** Module types of the federation's shared singletons (what the share scope loads at start). */
const SHARED_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module'])

/** Orders two `startOrder` ranks. @param {[number, number]} a @param {[number, number]} b */
const compareRanks = (a, b) => a[0] - b[0] || a[1] - b[1]

/**
 * When the start needs a chunk group, as a sortable pair: the line of the bootstrap's import that leads to it,
 * then how many imports lie between (a library's own shared dependencies come right after it). The shared
 * modules a group's origin consumes are found through their share key, whichever app module provides them.
 * @param {import('webpack').Compilation} compilation
 * @returns {(group: import('webpack').ChunkGroup) => [number, number]}
 */
function startOrder(compilation) {
  const { chunkGraph } = compilation
  /** @type {Map<string, import('webpack').Module[]>} share key → the modules that consume it */
  const consumers = new Map()
  for (const module of compilation.modules) {
    const shareKey = /** @type {{ options?: { shareKey?: string } }} */ (module).options?.shareKey
    if (module.type === 'consume-shared-module' && shareKey)
      consumers.set(shareKey, [...(consumers.get(shareKey) ?? []), module])
  }
  // A module concatenated into another is in the chunks of the one that holds it.
  /** @type {Map<import('webpack').Module, import('webpack').Module>} */
  const holders = new Map()
  for (const module of compilation.modules) {
    for (const inner of /** @type {{ modules?: Iterable<import('webpack').Module> }} */ (module).modules ??
      [])
      holders.set(inner, module)
  }
  /** @param {import('webpack').Module} module the groups whose chunks hold it */
  const groupsOf = (module) =>
    [...chunkGraph.getModuleChunks(holders.get(module) ?? module)].flatMap((chunk) => [
      ...chunk.groupsIterable,
    ])
  /** @type {Map<import('webpack').ChunkGroup, [number, number]>} each group's rank, first of what the bootstrap imports itself */
  const ranks = new Map()
  /** @type {Map<import('webpack').ChunkGroup, import('webpack').ChunkGroup[]>} the groups whose modules lead to a group */
  const parents = new Map()
  for (const group of compilation.chunkGroups) {
    /** @type {import('webpack').ChunkGroup[]} */
    const from = []
    for (const origin of group.origins) {
      const module = origin.module
      if (origin.request === './bootstrap') ranks.set(group, [0, 0])
      else if (module && /[\\/]bootstrap\.tsx?$/.test(module.resource ?? '')) {
        const line = /** @type {{ start?: { line: number } }} */ (origin.loc)?.start?.line ?? 0
        const known = ranks.get(group)
        if (!known || line < known[0]) ranks.set(group, [line, 0])
      } else if (module) {
        const provided = /** @type {{ _name?: string }} */ (module)._name
        const via = module.type === 'provide-module' && provided ? (consumers.get(provided) ?? []) : [module]
        for (const consumer of via) from.push(...groupsOf(consumer))
      }
    }
    parents.set(group, from)
  }
  // Each group is needed one step after the earliest group that leads to it; repeated until nothing moves.
  for (let changed = true; changed;) {
    changed = false
    for (const [group, from] of parents) {
      for (const parent of from) {
        const rank = ranks.get(parent)
        if (!rank) continue
        /** @type {[number, number]} */
        const candidate = [rank[0], rank[1] + 1]
        const known = ranks.get(group)
        if (!known || compareRanks(candidate, known) < 0) {
          ranks.set(group, candidate)
          changed = true
        }
      }
    }
  }
  return (/** @type {import('webpack').ChunkGroup} */ group) => ranks.get(group) ?? [Infinity, Infinity]
}

/**
 * Whether the host's start needs a chunk group: a shared singleton, the bootstrap, what the bootstrap imports
 * a step at a time, or an import marked `webpackPreload` (MSAL, which the sign-in needs soon after).
 * @param {import('webpack').ChunkGroup} group
 */
function isNeededAtStart(group) {
  return group.origins.some(
    (origin) =>
      SHARED_MODULE_TYPES.has(origin.module?.type ?? '') ||
      origin.request === './bootstrap' ||
      group.options.preloadOrder !== undefined ||
      /[\\/]bootstrap\.tsx?$/.test(origin.module?.resource ?? ''),
  )
}

/** V8's explicit compile hint: compile every function of the file as it downloads, off the main thread. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Marks every chunk with V8's compile hint (Chromium 136 and later; other browsers read a comment). Without
 * it, V8 only pre-parses a function while the file downloads, and compiles it on the main thread when it is
 * first called. Webpack's modules are functions, called as soon as their chunk arrives, since a chunk is
 * loaded when the page needs it: in a CPU profile of a phone's start, compiling them was a quarter to a
 * half of each library's task, on the main thread. With the hint they compile while the file downloads, beside the main thread. The
 * price is memory and background work for the functions of a chunk that never run (a component not
 * rendered). The hint is written after minifying and before the source maps, so the maps stay right.
 */
class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          /** @type {Set<string>} */
          const files = new Set()
          for (const chunk of compilation.chunks)
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file)
          for (const file of files)
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source))
        },
      )
    })
  }
}

/**
 * The host's start needs its shared singletons and its bootstrap chunk, which the browser would fetch only
 * once main.js has run and negotiated the share scope: a round trip late, and under main.js's low priority.
 * This writes `<link rel="preload">` tags for those chunks into index.html, so they download alongside
 * main.js (itself raised to high priority), in the order the bootstrap needs them: over HTTP/1.1 the
 * browser sends them six at a time in that order, so the sign-in's code (the API client, the contract, MSAL)
 * arrives first and the sign-in runs while React and Chakra are still downloading.
 */
class PreloadStartChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    /** @type {WeakMap<import('webpack').Compilation, Map<import('webpack').ChunkGroup, [number, number]>>} */
    const ranksOf = new WeakMap()
    // Ranked before the chunks are optimised: once the start's small modules share one chunk (START_CHUNK),
    // every group would seem to be led to by the bootstrap's.
    compiler.hooks.thisCompilation.tap('PreloadStartChunksPlugin', (compilation) => {
      compilation.hooks.optimizeChunks.tap({ name: 'PreloadStartChunksPlugin', stage: -100 }, () => {
        // Webpack runs this hook again while a plugin asks for another pass: only the first, unmerged, counts.
        if (ranksOf.has(compilation)) return
        const rankOf = startOrder(compilation)
        ranksOf.set(compilation, new Map(compilation.chunkGroups.map((group) => [group, rankOf(group)])))
      })
    })
    compiler.hooks.afterEmit.tapPromise('PreloadStartChunksPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? ''
      const publicPath = String(compilation.outputOptions.publicPath ?? '')
      const ranks = ranksOf.get(compilation)
      /** @param {import('webpack').ChunkGroup} group */
      const rankOf = (group) => ranks?.get(group) ?? /** @type {[number, number]} */ ([Infinity, Infinity])
      /** @type {Map<string, [number, number]>} file → when the start needs it */
      const files = new Map()
      for (const group of compilation.chunkGroups) {
        if (!isNeededAtStart(group)) continue
        const rank = rankOf(group)
        for (const chunk of group.chunks) {
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue
            const known = files.get(file)
            if (!known || compareRanks(rank, known) < 0) files.set(file, rank)
          }
        }
      }
      const main = compilation.entrypoints.get('main')?.getEntrypointChunk().files ?? new Set()
      const mainFile = [...main].find((file) => file.endsWith('.js')) ?? 'main.js'
      files.delete(mainFile)
      const ordered = [...files].sort(([, a], [, b]) => compareRanks(a, b)).map(([file]) => file)
      // main first: it starts everything.
      const links = [mainFile, ...ordered]
        .map(
          (file) =>
            `<link rel="preload" as="script" href="${publicPath}${file}"${file === mainFile ? ' fetchpriority="high"' : ''}>`,
        )
        .join('')
      const htmlPath = path.join(outputPath, 'index.html')
      const html = await fs.promises.readFile(htmlPath, 'utf8')
      await fs.promises.writeFile(
        htmlPath,
        html
          .replace('</head>', `${links}</head>`)
          .replace(
            `<script defer="defer" src="${publicPath}${mainFile}">`,
            `<script defer="defer" fetchpriority="high" src="${publicPath}${mainFile}">`,
          ),
      )
    })
  }
}

const resolve = { extensions: ['.tsx', '.ts', '.mjs', '.js'] }

/**
 * What a production build resolves: React Router's package sends every bundler to its development build, whose
 * only difference is that its development warnings are on (remix-run/react-router#12532); the production build
 * is taken instead, by path.
 */
function productionResolve() {
  const routerDom = path.dirname(require.resolve('react-router-dom/package.json'))
  const router = path.dirname(require.resolve('react-router/package.json', { paths: [routerDom] }))
  return {
    ...resolve,
    alias: {
      'react-router$': path.join(router, 'dist/production/index.mjs'),
      'react-router/dom$': path.join(router, 'dist/production/dom-export.mjs'),
    },
  }
}

/**
 * Images are files of their own; an SVG's text is drawn as outlines first (svg-text-outlines.mjs).
 * @param {{ emit?: boolean }} generator
 * @returns {import('webpack').RuleSetRule[]}
 */
function imageRules(generator) {
  return [
    { test: /\.(png|jpe?g|webp|gif)$/i, type: 'asset/resource', generator },
    {
      test: /\.svg$/i,
      type: 'asset/resource',
      generator,
      use: path.join(import.meta.dirname, 'svg-text-outlines.mjs'),
    },
  ]
}

/** @type {import('webpack').RuleSetRule[]} */
const moduleRules = [
  {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true } },
  },
  { test: /\.m?js$/, resolve: { fullySpecified: false } },
  ...imageRules({}),
]

/**
 * zod and the contract's modules in one chunk. The start builds the contract's schemas a module per task
 * through imports of their own (`@grile/shared/api/start`); without this, each of those imports would get a
 * chunk of its own with a second copy of the small modules it needs.
 */
const CONTRACT_CHUNK = {
  test: /[\\/]shared[\\/]src[\\/]contract[\\/]|[\\/]node_modules[\\/]zod[\\/]/,
  name: 'contract',
  chunks: 'async',
  enforce: true,
}

/**
 * The large libraries of the host's start, each left in chunks of its own: MSAL, React DOM, the router and
 * Chakra (zod and the contract have theirs, above). Their chunks download side by side.
 */
const START_LIBRARIES =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:@azure|react-router|react-router-dom|@chakra-ui|@ark-ui|@zag-js|@floating-ui|@pandacss|@internationalized|@swc|proxy-compare|scheduler|react-dom[\\/]cjs[\\/]react-dom-client)[\\/.]/

/**
 * Every other module of the host's start in one chunk. Each federated singleton is a chunk group of its own,
 * so the start was 38 scripts, 25 of them under 3 KB of Brotli (a small library, one subpath of
 * @grile/shared, the bootstrap's steps). Over HTTP/1.1's six connections a phone waited a round trip for each
 * in turn; as one file, they come in one. Only the start's chunks are taken: a page loaded later keeps its
 * own. Their modules still run when first imported, a step at a time (the bootstrap's order).
 * @type {import('webpack').OptimizationSplitChunksCacheGroup}
 */
const START_CHUNK = {
  chunks: (chunk) => [...chunk.groupsIterable].some(isNeededAtStart),
  // A singleton's consumer stays where it is: loading a chunk first resolves the singletons its consumers ask
  // for, and a consumer in this chunk would wait for its provider in this very chunk, which waits for it.
  test: (/** @type {import('webpack').Module} */ module) =>
    !SHARED_MODULE_TYPES.has(module.type) && !START_LIBRARIES.test(module.nameForCondition() ?? ''),
  name: 'start',
  enforce: true,
  priority: -5,
}

/**
 * Emits the app's `public/` files as they are, at the same paths under dist/: the shell's icons and its web app
 * manifest, whose addresses must not change (a phone's home screen keeps them). Page templates there (the
 * sign-in's redirect.html) are not copied: their own page config builds them.
 */
class PublicFilesPlugin {
  /** @param {string} folder @param {string[]} templates */
  constructor(folder, templates) {
    this.folder = folder
    this.templates = new Set(templates)
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.folder)) return
          for (const entry of fs.readdirSync(this.folder, { recursive: true, withFileTypes: true })) {
            const file = path.join(entry.parentPath ?? entry.path, entry.name)
            if (!entry.isFile() || this.templates.has(file)) continue
            compilation.fileDependencies.add(file)
            const name = path.relative(this.folder, file).split(path.sep).join('/')
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)))
          }
        },
      )
    })
  }
}

/** The files the browser downloads as they are built: scripts, styles, drawings, a remote's manifest. */
const PRECOMPRESSED_FILES = /\.(js|css|svg)$|(^|\/)mf-manifest\.json$/

/**
 * A Brotli copy of each file the browser downloads, written beside it (`main.3f9a1c2b4d.js.br`) at Brotli's
 * highest quality, which is too slow to run per request: the server sends the copy to a browser that accepts
 * Brotli (every current one) instead of compressing the file on each request at the quality a request can
 * afford. At quality 11 the front ends' files are 14% smaller than at the server's quality 4, and sending them
 * costs the server no compression at all. Smaller files (under 1 KB), or those Brotli barely shrinks, get no
 * copy; the server compresses those, and everything for a browser without Brotli, as it sends them.
 */
function precompressed() {
  return new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    },
    test: PRECOMPRESSED_FILES,
    threshold: 1024,
    minRatio: 0.8,
  })
}

function minimizer() {
  return { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] }
}

/** @param {import('webpack').PathData} pathData */
function hostEntryFilename(pathData) {
  const chunk = /** @type {{ contentHash?: Record<string, string> } | undefined} */ (pathData.chunk)
  return chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js'
}

/** @param {ExtraPage[]} pages */
function pageFilesPattern(pages) {
  const names = [...new Set(pages.flatMap((page) => [page.name, path.parse(page.template).name]))]
  return new RegExp(`^(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\.`)
}

/**
 * One extra page, compiled on its own: module federation injects its runtime into every entry of a
 * compilation, and these pages must stay small and independent.
 * @param {{ dir: string, appName: string, page: ExtraPage, production: boolean }} options
 * @returns {import('webpack').Configuration}
 */
function createPageConfig({ dir, appName, page, production }) {
  return {
    name: `${appName}-${page.name}`,
    // After the app's own build, whose output folder it shares.
    dependencies: [appName],
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { [page.name]: page.entry },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      publicPath: '/',
      clean: false,
    },
    resolve,
    module: { rules: moduleRules },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(dir, page.template),
        filename: path.basename(page.template),
        inject: 'body',
      }),
      ...(production ? [precompressed()] : []),
    ],
    optimization: minimizer(),
    performance: { hints: false },
  }
}
