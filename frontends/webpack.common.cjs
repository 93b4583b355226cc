// One webpack + Module Federation configuration for the shell (host) and the three remotes,
// so that shared singletons, loaders and output rules cannot drift between applications.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

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

function sharedModules(appDir) {
  const { dependencies } = require(path.join(appDir, 'package.json'));
  const singleton = (name, strictVersion = true) => ({
    singleton: true,
    strictVersion,
    requiredVersion: dependencies[name.startsWith('@') ? name : name.split('/')[0]],
  });
  const local = (version) => ({ singleton: true, strictVersion: true, version, requiredVersion: version });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client'),
    // react-router-dom re-exports react-router: both must be the host's so contexts match.
    'react-router-dom': singleton('react-router-dom'),
    'react-router': { singleton: true, strictVersion: true, requiredVersion: dependencies['react-router-dom'] },
    antd: singleton('antd'),
    '@ant-design/icons': singleton('@ant-design/icons'),
    // dayjs carries the global French locale set by the shell.
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
        alias: { '@troc/shared$': SHARED_ENTRY, '@troc/ui$': UI_ENTRY },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(dev) },
          },
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
          shared: sharedModules(dir),
          dts: false,
        }),
        host &&
          new HtmlWebpackPlugin({
            template: path.join(dir, 'src/index.html'),
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
            vendors: { test: /[\\/]node_modules[\\/]/, name: false, priority: -10, reuseExistingChunk: true },
          },
        },
      },
      performance: {
        // antd is shared whole (a singleton cannot be tree-shaken per consumer): budget for it.
        maxAssetSize: 1_600_000,
        maxEntrypointSize: 400_000,
      },
      devServer: host ? shellDevServer() : remoteDevServer(REMOTES[name]),
      stats: dev ? 'minimal' : 'normal',
    };
  };
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
