const { createAppConfig } = require('build-config/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  app: 'mf-games',
  cssPrefix: 'ga',
  exposes: { './routes': './src/app/routes.tsx', './game-launcher': './src/app/game-launcher.tsx' },
});
