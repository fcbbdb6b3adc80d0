const { createAppConfig } = require('build-config/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  app: 'mf-lottery',
  cssPrefix: 'lo',
});
