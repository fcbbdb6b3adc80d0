// One webpack + Module Federation configuration for every app: the shell (host) and the four remotes.
// Each app calls createAppConfig with its own name; a remote's exposes come from its src/exposes.ts
// (checked against the federation contract there). Nothing here knows one app's source.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { PreloadStartupChunksPlugin } = require('./preload-startup-chunks');
const { readExposes } = require('./read-exposes');
const { CspHashesPlugin } = require('./csp-hashes');
const zlib = require('node:zlib');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ports } = require('./ports');
const { BUILD_CHUNK_LOAD_TIMEOUT_MS, RuntimeChunkTimeoutPlugin } = require('./chunk-timeout');
const { LocaleChunkBudgetPlugin } = require('./locale-chunk-budget');


const workspaceRoot = path.resolve(__dirname, '..');

/** Every shared package is a direct dependency of the app, so pnpm links it under the app's node_modules. */

/** Text assets compressed at build time: gzip -9 for every browser, brotli 11 for HTTPS clients. */
function precompression() {
  // Runtime files (remotes.json, runtime-config.json) are edited per deployment: never precompressed.
  const test = /\.(js|css|html|svg)$/;
  const common = { test, threshold: 1024, minRatio: 0.9, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

function readVersion(pkg, appDir) {
  return require(path.join(appDir, 'node_modules', pkg, 'package.json')).version;
}

/**
 * Singletons shared by every app. `react/` and `react-dom/` are prefix keys so that
 * react/jsx-runtime and react-dom/client are shared too. Nothing is eager: the async
 * boundary (the shell's index.ts → bootstrap.tsx; a remote's exposed modules load async) lets the
 * share scope settle first.
 * The kernel (`@gp/kernel`, issue 27) is the one federated package of this repository: state and
 * contracts, one instance for every app. react-router-dom and react-i18next are singletons through
 * it (kernel/src/router, kernel/src/i18n): apps reach them only through the kernel (lint), so one
 * instance serves every app and only what is used is bundled — a package shared on its own is
 * never tree-shaken. TanStack Query is reached the same way, through the kernel's query client,
 * which has a key of its own, so it loads with the first screen that reads server state.
 * Kits (kits/*) are not singletons: each app builds in the kit versions it needs (sharedKits).
 */
function sharedSingletons(appDir) {
  const singleton = (pkg) => ({ singleton: true, requiredVersion: `^${readVersion(pkg, appDir)}`, strictVersion: false });
  return {
    react: singleton('react'),
    'react/': { ...singleton('react'), import: 'react/' },
    'react-dom': singleton('react-dom'),
    'react-dom/': { ...singleton('react-dom'), import: 'react-dom/' },
    jotai: singleton('jotai'),
    i18next: singleton('i18next'),
    '@gp/kernel': singleton('@gp/kernel'),
    '@gp/kernel/query': { ...singleton('@gp/kernel'), import: '@gp/kernel/query' },
  };
}

/**
 * The kits the shell holds, shared with version ranges and not as singletons (issue 27): where the
 * shell's version satisfies a remote's range, the remote takes the shell's copy (loaded once, from
 * the shell's origin, the first time a remote asks for it); a remote built with a newer kit (a
 * range the shell's does not satisfy) loads its own copy, bundled as its fallback. Two copies may
 * run at once, which is why kits hold no state. A package shared this way is not tree-shaken, so
 * only the kits whose shared copy costs a remote's first route less than its own bundled parts
 * are here (measured with `BENCH_ONLY=bundle pnpm bench`; the account-centre kit, which the shell
 * does not hold, would make each centre load the whole kit; the member kit is a few hundred bytes,
 * less than its place in a remote entry). Each app shares those it depends on.
 */
const SHARED_KITS = ['@gp/ui-kit', '@gp/games-kit', '@gp/forms-kit', '@gp/auth-kit'];

function sharedKits(appDir) {
  const dependencies = Object.keys(require(path.join(appDir, 'package.json')).dependencies ?? {});
  return Object.fromEntries(
    SHARED_KITS.filter((kit) => dependencies.includes(kit)).map((kit) => {
      const version = readVersion(kit, appDir);
      return [kit, { singleton: false, requiredVersion: `^${version}`, version }];
    }),
  );
}

/**
 * The host is not built with the federation plugin (its runtime, about 25 KB gzip, would be in
 * every page's first load): it provides the same singletons through the runtime API when the
 * first remote loads (shell/src/lib/federation/shared-modules.ts, which names the keys). The
 * version and range of each package come from the list the remotes are built with.
 */
function hostSharedPackages(appDir) {
  return Object.fromEntries(
    Object.entries({ ...sharedSingletons(appDir), ...sharedKits(appDir) })
      .filter(([, config]) => !config.import)
      .map(([pkg, config]) => [pkg, { version: readVersion(pkg, appDir), requiredVersion: config.requiredVersion }]),
  );
}

/**
 * react-router's export map only names its development build (warnings, invariants, dev
 * checks); production bundles take the production build it ships beside it. The retry plugin
 * pins an older federation sdk for one logger: it uses the runtime's own instead of a 2nd copy.
 */
function productionAliases(appDir) {
  // pnpm links a package's dependencies as its siblings.
  const routerDom = fs.realpathSync(path.join(appDir, 'node_modules', 'react-router-dom'));
  const router = path.join(path.dirname(routerDom), 'react-router');
  const enhanced = fs.realpathSync(path.join(__dirname, 'node_modules', '@module-federation', 'enhanced'));
  const sdk = path.join(path.dirname(enhanced), 'sdk');
  return {
    'react-router$': path.join(router, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(router, 'dist/production/dom-export.mjs'),
    '@module-federation/sdk$': path.join(sdk, 'dist/index.js'),
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir       absolute folder of the app
 * @param {'shell'|'mf-games'|'mf-member'|'mf-agent'|'mf-lottery'} options.app
 * @param {string} options.cssPrefix    class prefix for CSS Modules (no style leaks between apps)
 * @param {Record<string, string>} [options.htmlParameters]  the host's values for its index.html template (`<%= name %>`)
 */
function createAppConfig({ appDir, app, cssPrefix, htmlParameters = {} }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isProd = mode === 'production';
    const isHost = app === 'shell';
    const containerName = app.replace(/-/g, '_');
    const exposes = isHost ? undefined : readExposes(appDir, containerName);
    const port = ports[app];

    return {
      mode,
      context: appDir,
      // The shell's entry starts the page; a remote's is a placeholder (its container is remoteEntry.js).
      entry: { main: isHost ? './src/index.ts' : require.resolve('./remote-entry.js') },
      // Production maps are written for error tracking but never referenced by the bundles, and
      // the web servers do not serve *.map files: the sources are not public.
      devtool: isProd ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: isProd ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
        chunkFilename: isProd ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
        assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
        // The runtime `chunkTimeoutMs` decides (chunk-timeout.js): webpack's own timer stays out of the way.
        chunkLoadTimeout: BUILD_CHUNK_LOAD_TIMEOUT_MS,
        uniqueName: containerName,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: isProd ? productionAliases(appDir) : {},
      },
      module: {
        rules: [
          {
            // The federation packages ship CJS and ESM builds; requests from one to another must
            // pick the same build, or runtime-core and sdk are bundled (and instantiated) twice.
            test: /[\\/]node_modules[\\/].*@module-federation[\\/]/,
            resolve: { byDependency: { commonjs: { conditionNames: ['import', 'module', 'browser', 'default'] } } },
          },
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
                  target: 'es2022',
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              isProd ? MiniCssExtractPlugin.loader : 'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    localIdentName: isProd ? `${cssPrefix}-[hash:base64:6]` : `${cssPrefix}__[name]__[local]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4 * 1024 } } },
        ],
      },
      plugins: [
        // Every lazy chunk of every app (a remote's page chunks included) waits the runtime chunk time-out.
        new RuntimeChunkTimeoutPlugin(),
        isHost
          ? new DefinePlugin({ __HOST_SHARED__: JSON.stringify(hostSharedPackages(appDir)) })
          : new ModuleFederationPlugin({
              name: containerName,
              filename: 'remoteEntry.js',
              exposes,
              // The host provides the federation runtime: remote entries stay small (budget 11 KB gzip, e2e/bench/run.mjs).
              experiments: { externalRuntime: true, optimization: { target: 'web' } },
              shared: { ...sharedSingletons(appDir), ...sharedKits(appDir) },
              shareStrategy: 'loaded-first',
              manifest: { fileName: 'mf-manifest.json' },
              dts: false,
            }),
        ...(isProd
          ? [
              new MiniCssExtractPlugin({
                filename: 'static/css/[name].[contenthash:8].css',
                chunkFilename: 'static/css/[name].[contenthash:8].css',
              }),
              // Precompressed copies beside every text asset: the servers send them as they are
              // (@fastify/static preCompressed, nginx gzip_static), so nothing is compressed per request.
              ...precompression(),
              // One language's texts (locale-xx + common-xx chunks) ≤ 15 KB gzip per app, or the build fails.
              new LocaleChunkBudgetPlugin({ app }),
            ]
          : []),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(appDir, 'public', 'index.html'),
                templateParameters: htmlParameters,
                scriptLoading: 'defer',
                inject: 'head',
              }),
              ...(isProd ? [new PreloadStartupChunksPlugin({ chunkGroup: 'bootstrap' })] : []),
              // The inline boot code is allowed by hash in the Content-Security-Policy (no 'unsafe-inline').
              new CspHashesPlugin(),
              // Runtime files (remotes.json, runtime-config.json) ship beside the shell and are edited per deployment.
              new CopyWebpackPlugin({
                patterns: [{ from: path.join(appDir, 'public'), globOptions: { ignore: ['**/index.html'] } }],
              }),
            ]
          : []),
      ],
      optimization: {
        // Every app splits what its lazy chunks have in common (libraries, forms, UI) into chunks of
        // their own: a remote's exposed modules and pages do not each carry a copy, and a page opened
        // after another downloads only what it adds. The host's libraries cache across releases.
        splitChunks: { chunks: 'async' },
        runtimeChunk: false,
        // '...' keeps webpack's JS minifier; CSS is minified too (cssnano).
        minimizer: ['...', new CssMinimizerPlugin()],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        historyApiFallback: isHost,
        static: isHost ? { directory: path.join(appDir, 'public'), publicPath: '/' } : false,
        proxy: isHost
          ? [{ context: ['/wps', '/lgw', '/lotto'], target: `http://127.0.0.1:${ports['api-sim']}`, changeOrigin: true }]
          : [],
      },
    };
  };
}

module.exports = { createAppConfig, workspaceRoot };
