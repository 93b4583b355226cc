// One webpack + Module Federation configuration for the shell (host) and the three remotes,
// so that shared singletons, loaders and output rules cannot drift between applications.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');
const { ANTD_BARREL, antdComponents, antdCoreTest, cardTabs, routerFacade } = require('./build/generators.cjs');

const FRONTENDS = __dirname;
const SHARED_ENTRY = path.resolve(FRONTENDS, '../shared/src/index.ts');
const UI_ENTRY = path.resolve(FRONTENDS, 'ui/src/index.ts');
const BACKEND_URL = process.env.TROC_BACKEND_URL || 'http://localhost:3000';

/** Remotes, with the port of their dev server; the shell reaches them under /static/<name>/. */
const REMOTES = { marketplace: 3002, backoffice: 3003, carbon: 3004 };
const SHELL_PORT = 3001;
/** The applications whose sources the generators read (frontends/build/generators.cjs). */
const APPS = ['ui', 'shell', ...Object.keys(REMOTES)];

/**
 * Where the shell finds a remote: served by the back end under /static/<name>/ once built,
 * from the remote's own dev server (live reload) in development; overridable at build time.
 */
function remoteEntryUrl(name, dev) {
  const fallback = dev ? `http://localhost:${REMOTES[name]}/remoteEntry.js` : `/static/${name}/remoteEntry.js`;
  return process.env[`TROC_${name.toUpperCase()}_URL`] || fallback;
}

const EXTERNAL_RUNTIME_PLUGIN_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const EXTERNAL_RUNTIME_PLUGIN_ESM = EXTERNAL_RUNTIME_PLUGIN_CJS.replace(/\.cjs$/, '.js');
// Shared under a module name: the facade is provided where it is imported, as a package is.
const ROUTER_FACADE_REQUEST = '@troc/react-router-shared';

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
            antdComponents(APPS).all.map((folder) => [
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
          ...(dev ? {} : { antd$: ANTD_BARREL, [`${ROUTER_FACADE_REQUEST}$`]: routerFacade(APPS) }),
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
                    test: antdCoreTest(antdComponents(APPS).core),
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
