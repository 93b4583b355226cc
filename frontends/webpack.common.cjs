// One webpack + Module Federation configuration for the shell (host) and the three remotes,
// so that shared singletons, loaders and output rules cannot drift between applications.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');

const FRONTENDS = __dirname;
const SHARED_ENTRY = path.resolve(FRONTENDS, '../shared/src/index.ts');
const UI_ENTRY = path.resolve(FRONTENDS, 'ui/src/index.ts');
const BACKEND_URL = process.env.TROC_BACKEND_URL || 'http://localhost:3000';

/** Remotes, with the port of their dev server; the shell reaches them under /static/<name>/. */
const REMOTES = { marketplace: 3002, backoffice: 3003, carbon: 3004 };
const SHELL_PORT = 3001;

/**
 * Where the shell finds a remote: served by the back end under /static/<name>/ once built,
 * from the remote's own dev server (live reload) in development; overridable at build time.
 */
function remoteEntryUrl(name, dev) {
  const fallback = dev ? `http://localhost:${REMOTES[name]}/remoteEntry.js` : `/static/${name}/remoteEntry.js`;
  return process.env[`TROC_${name.toUpperCase()}_URL`] || fallback;
}

const APPS = ['ui', 'shell', ...Object.keys(REMOTES)];
const GENERATED = path.resolve(FRONTENDS, '../node_modules/.cache/troc');
const ANTD_BARREL = path.join(GENERATED, 'antd-barrel.js');
const ROUTER_FACADE = path.join(GENERATED, 'react-router-shared.js');
const CARD_TABS = path.join(GENERATED, 'antd-card-tabs.js');
const EXTERNAL_RUNTIME_PLUGIN_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const EXTERNAL_RUNTIME_PLUGIN_ESM = EXTERNAL_RUNTIME_PLUGIN_CJS.replace(/\.cjs$/, '.js');
// Shared under a module name: the facade is provided where it is imported, as a package is.
const ROUTER_FACADE_REQUEST = '@troc/react-router-shared';

/** Source files of the applications, tests aside. */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$|test-utils/.test(entry.name) ? [file] : [];
  });
}

/** The sources of all applications. */
const allSources = () => APPS.flatMap((app) => sourceFiles(path.join(FRONTENDS, app, 'src')));

/**
 * The sources that every page runs: those that @troc/ui's index (one shared module) and the
 * shell's bootstrap reach by static imports — type-only imports, and the pieces behind import()
 * (pages, sections, @troc/ui's deferred components) aside.
 */
function frameSources() {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    const specs = [
      ...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm),
      ...text.matchAll(/^import\s+'(\.{1,2}\/[^']+)'/gm),
    ];
    for (const [, spec] of specs) {
      const base = path.resolve(path.dirname(file), spec);
      const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
      if (found) visit(found);
    }
  };
  visit(path.join(FRONTENDS, 'ui/src/index.ts'));
  visit(path.join(FRONTENDS, 'shell/src/bootstrap.tsx'));
  return [...seen];
}

/** The values (types aside) that `files` import from `pkg`, sorted. */
function importedNames(pkg, files = allSources()) {
  const used = new Set();
  const from = new RegExp(`import\\s+\\{([^}]*)\\}\\s+from\\s+['"]${pkg}['"]`, 'g');
  for (const file of files) {
    for (const [, names] of fs.readFileSync(file, 'utf8').matchAll(from)) {
      for (const specifier of names.split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) used.add(name);
      }
    }
  }
  return [...used].sort();
}

/** Writes a generated module only when it changes, and atomically: the four builds may run side by side. */
function writeGenerated(file, content) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return file;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}`;
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, file);
  return file;
}

/**
 * antd, in production, is shared one component at a time. `import { Button } from 'antd'`
 * resolves to a generated barrel that re-exports each antd export the applications use from
 * its own folder (`export { default as Button } from 'antd/es/button'`); the barrel has no
 * side effects, so each build keeps only the folders it imports, and every folder is a shared
 * singleton of its own. Only the shell provides them (all those any application uses: every
 * build computes the same list); the remotes have no copy of antd at all (`import: false`),
 * so antd's internals (config-provider, cssinjs cache, theme, message/modal holders) are the
 * modules of the shell's one webpack runtime, whichever chunk brought them.
 * The core folders are those the frame needs on every page (imported by @troc/ui's index or by
 * the shell's bootstrap, statically): their code goes into one chunk, antd-core. The others come
 * with the pages that show them, a chunk per component.
 * @returns {{ all: string[], core: string[] }} antd folders (es/<folder>): shared, and core
 */
function antdComponents() {
  const index = fs.readFileSync(require.resolve('antd/es/index.js'), 'utf8');
  const folders = new Map(
    [...index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)].map((m) => [m[1], m[2]]),
  );
  const folderList = (names) => [...new Set(names.filter((n) => folders.has(n)).map((n) => folders.get(n)))].sort();
  const used = importedNames('antd').filter((name) => folders.has(name));
  const lines = used.map((name) => `export { default as ${name} } from 'antd/es/${folders.get(name)}';`);
  writeGenerated(
    ANTD_BARREL,
    `// Generated by frontends/webpack.common.cjs: the antd exports the applications use.\n${lines.join('\n')}\n`,
  );
  return { all: folderList(used), core: folderList(importedNames('antd', frameSources())) };
}

/**
 * antd's Card imports Tabs (and through it Dropdown and Menu, a tenth of the search page's
 * JavaScript) for its `tabList` prop alone, which no card of Troc uses. Inside antd/es/card that
 * import is replaced by this module: a Tabs loaded the first time a card has tabs.
 */
function cardTabs() {
  return writeGenerated(
    CARD_TABS,
    `// Generated by frontends/webpack.common.cjs: antd's Card loads its Tabs only when it has tabs.
import { createElement, lazy, Suspense } from 'react';
const Tabs = lazy(() => import('antd/es/tabs'));
export default function CardTabs(props) {
  return createElement(Suspense, { fallback: null }, createElement(Tabs, props));
}
`,
  );
}

/**
 * A splitChunks test: the node_modules that the core antd folders need, wherever a shared module
 * of the shell brings them from. Together in one chunk they compress and concatenate as one;
 * split by component, the same internals (context, theme, cssinjs, icons, popups) would be
 * copied into many small chunks.
 */
function antdCoreTest(folders) {
  const root = new RegExp(`(^|[ |])antd/es/(${folders.join('|')})[@|]`);
  const fromCore = (group) => group.origins.some((origin) => origin.module && root.test(origin.module.identifier()));
  return (module, { chunkGraph }) => {
    if (!/[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '')) return false;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      for (const group of chunk.groupsIterable) if (fromCore(group)) return true;
    }
    return false;
  };
}

/**
 * react-router-dom v7 re-exports all of react-router (data routers, server rendering, RSC…).
 * The shared module is a generated facade re-exporting only what the applications import, so
 * the rest is dropped by tree shaking; it stays one singleton, as before.
 */
function routerFacade() {
  const names = importedNames('react-router-dom');
  const content = `// Generated by frontends/webpack.common.cjs: the react-router exports the applications use.\nexport { ${names.join(', ')} } from 'react-router';\n`;
  return writeGenerated(ROUTER_FACADE, content);
}

function sharedModules(appDir, dev, host) {
  const { dependencies } = require(path.join(appDir, 'package.json'));
  const singleton = (name, strictVersion = true) => ({
    singleton: true,
    strictVersion,
    requiredVersion: dependencies[name.startsWith('@') ? name : name.split('/')[0]],
  });
  const local = (version) => ({ singleton: true, strictVersion: true, version, requiredVersion: version });
  const antdVersion = require('antd/package.json').version;
  const routerVersion = require('react-router-dom/package.json').version;
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client'),
    ...(dev
      ? {
          // react-router-dom re-exports react-router: both must be the host's so contexts match.
          'react-router-dom': singleton('react-router-dom'),
          'react-router': { singleton: true, strictVersion: true, requiredVersion: dependencies['react-router-dom'] },
          // In development the whole library is shared: a component used for the first time needs no restart.
          antd: singleton('antd'),
        }
      : {
          // The facade imports react-router itself, which is therefore not a shared name here.
          'react-router-dom': {
            ...singleton('react-router-dom'),
            import: ROUTER_FACADE_REQUEST,
            version: routerVersion,
          },
          ...Object.fromEntries(
            antdComponents().all.map((folder) => [
              `antd/es/${folder}`,
              host
                ? // A path, not a module name: the shell provides every folder, even those only remotes import.
                  { ...singleton('antd'), import: require.resolve(`antd/es/${folder}`), version: antdVersion }
                : { ...singleton('antd'), import: false },
            ]),
          ),
        }),
    // Icons are not shared: each application bundles the few it imports, one module per icon.
    // dayjs carries the global French locale set by the shell (its core is a single small file).
    dayjs: singleton('dayjs'),
    // Server state: every application reads and invalidates the host's one QueryClient cache.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // The session, modal manager and API client must be one instance across all applications.
    '@troc/ui': local(require('./ui/package.json').version),
    '@troc/shared': local(require('../shared/package.json').version),
  };
}

function swcOptions(dev) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: dev } },
      target: 'es2020',
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.name      application name (shell, marketplace, backoffice, carbon)
 * @param {string} options.dir       the application's folder (__dirname of its webpack.config.cjs)
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 * @param {boolean} [options.host]   true for the shell
 */
function createConfig({ name, dir, exposes, host = false }) {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    const hashed = dev ? '[name].js' : '[name].[contenthash:10].js';
    return {
      name,
      mode: dev ? 'development' : 'production',
      context: dir,
      // A remote has no page of its own: its only entry is remoteEntry.js, added by the plugin.
      entry: host ? { main: './src/index.ts' } : {},
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The back end serves each dist under /static/<app>/. Remotes derive their path from
        // the URL their remoteEntry.js was loaded from, so they work wherever they are hosted.
        publicPath: host ? '/static/shell/' : 'auto',
        filename: hashed,
        chunkFilename: hashed,
        assetModuleFilename: dev ? '[name][ext]' : '[name].[contenthash:10][ext]',
        uniqueName: `troc_${name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // shared/ is written for NodeNext: its imports name the emitted .js files.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: {
          '@troc/shared$': SHARED_ENTRY,
          // The interface texts of pages (not shared: each application bundles those its pages show).
          '@troc/shared/messages': path.resolve(FRONTENDS, '../shared/src/messages'),
          '@troc/ui$': UI_ENTRY,
          ...(dev ? {} : { antd$: ANTD_BARREL, [`${ROUTER_FACADE_REQUEST}$`]: routerFacade() }),
          // The plugin that hands the shell's federation runtime to the remotes is added by path,
          // as its CommonJS build, which requires the CommonJS runtime: a second copy of the whole
          // runtime beside the ES one the shell runs (a third of main.js). Its ES build shares it.
          ...(host ? { [EXTERNAL_RUNTIME_PLUGIN_CJS]: EXTERNAL_RUNTIME_PLUGIN_ESM } : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(dev) },
          },
          // The generated antd barrel only re-exports: what a build does not import is dropped.
          { test: ANTD_BARREL, sideEffects: false },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(svg|png|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          // The shell exposes nothing: it needs no container entry of its own.
          ...(host ? {} : { filename: 'remoteEntry.js', exposes: exposes ?? {} }),
          remotes: host
            ? Object.fromEntries(Object.keys(REMOTES).map((r) => [r, `${r}@${remoteEntryUrl(r, dev)}`]))
            : {},
          shared: sharedModules(dir, dev, host),
          // Reuse what is already loaded: the shell does not fetch every remote's entry at start
          // ('version-first' would), and all applications get the shell's antd and React.
          shareStrategy: 'loaded-first',
          dts: false,
          experiments: {
            // One Module Federation runtime on the page: the shell's, which the remotes' entries use
            // (a global set by the shell) instead of each bringing its own copy.
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // Remotes are plain remoteEntry.js files in a browser: no manifest snapshots, no Node code.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        !dev &&
          new NormalModuleReplacementPlugin(/^\.\.\/tabs$/, (resource) => {
            if (/[\\/]antd[\\/]es[\\/]card$/.test(resource.context)) resource.request = cardTabs();
          }),
        !dev && new PrecompressPlugin(),
        host &&
          new HtmlWebpackPlugin({
            // Plain HTML, given as content: no child compilation, which would otherwise receive
            // the shared modules provided by path (the antd folders) and fail.
            templateContent: fs.readFileSync(path.join(dir, 'src/index.html'), 'utf8'),
            filename: 'index.html',
            scriptLoading: 'defer',
          }),
      ].filter(Boolean),
      optimization: {
        // Shared singletons already get chunks of their own; group what is left in node_modules
        // so application code can change without invalidating the vendors' cache.
        splitChunks: {
          chunks: 'async',
          cacheGroups: {
            // What every antd component builds on (context, theme, cssinjs, icons, motion, popups)
            // in one chunk: split by component, it would be copied into many small ones.
            ...(host && !dev
              ? {
                  antdCore: {
                    test: antdCoreTest(antdComponents().core),
                    name: 'antd-core',
                    priority: 10,
                    enforce: true,
                  },
                }
              : {}),
            vendors: { test: /[\\/]node_modules[\\/]/, name: false, priority: -10, reuseExistingChunk: true },
          },
        },
      },
      performance: {
        // Sizes before compression; what travels is the brotli or gzip file (make bench-pages).
        maxAssetSize: 800_000,
        maxEntrypointSize: 400_000,
        assetFilter: (file) => /\.(js|css)$/.test(file),
      },
      devServer: host ? shellDevServer() : remoteDevServer(REMOTES[name]),
      stats: dev ? 'minimal' : 'normal',
    };
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) file next to every text asset worth compressing; the
 * back end serves the one the request accepts (backend/src/core/http/web.middleware.ts).
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!/\.(js|css|html|json|svg)$/.test(file) || source.size() < 1024) continue;
            const buffer = source.buffer();
            const brotli = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            const gzip = zlib.gzipSync(buffer, { level: zlib.constants.Z_BEST_COMPRESSION });
            const info = { compressed: true, immutable: compilation.getAsset(file)?.info.immutable };
            compilation.emitAsset(`${file}.br`, new sources.RawSource(brotli), info);
            compilation.emitAsset(`${file}.gz`, new sources.RawSource(gzip), info);
          }
        },
      );
    });
  }
}

function shellDevServer() {
  return {
    port: SHELL_PORT,
    hot: false,
    liveReload: true,
    // Every browser route under /fr/ is the single page, as the back end does it.
    historyApiFallback: { index: '/static/shell/index.html', disableDotRule: true },
    proxy: [
      {
        context: ['/fr/api', '/logout'],
        target: BACKEND_URL,
        changeOrigin: false,
      },
    ],
  };
}

function remoteDevServer(port) {
  return {
    port,
    hot: false,
    liveReload: true,
    // The shell page (another port) loads remoteEntry.js and its chunks from here.
    headers: { 'Access-Control-Allow-Origin': '*' },
  };
}

module.exports = { createConfig, REMOTES, SHELL_PORT };
