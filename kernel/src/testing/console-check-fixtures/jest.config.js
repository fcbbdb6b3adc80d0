// The workspace's jest settings, run on the planted tests only (console-check.test.ts starts it).
const { createJestConfig } = require('build-config/jest');

module.exports = { ...createJestConfig({ rootDir: __dirname }), testMatch: ['<rootDir>/*.fixture.tsx'] };
