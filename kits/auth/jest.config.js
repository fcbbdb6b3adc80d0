const { createJestConfig } = require('build-config/jest');

module.exports = createJestConfig({ rootDir: __dirname, environment: 'jsdom' });
