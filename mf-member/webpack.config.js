const { createAppConfig } = require('build-config/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  app: 'mf-member',
  cssPrefix: 'me',
});
