// Jest settings shared by every package: SWC transform, jsdom for UI packages, CSS modules mapped.
const path = require('node:path');

/** ESM-only packages that jest must transform (pnpm keeps them under node_modules/.pnpm). */
const esmPackages = ['jotai', 'ky', 'jose', 'valibot', 'react-i18next', 'i18next', 'dompurify', '@tanstack', 'cookie'];

/**
 * @param {{ rootDir: string, environment?: 'jsdom' | 'node' }} options
 * @returns {import('jest').Config}
 */
function createJestConfig({ rootDir, environment = 'jsdom' }) {
  return {
    rootDir,
    // jsdom plus Node's fetch, streams and webcrypto (ky and jose need them in tests).
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest-environment-web.js') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmPackages.join('|')})[@/+])`],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest-style-stub.js'),
    },
    setupFiles: [path.join(__dirname, 'jest-polyfills.js')],
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.js')] : []),
      path.join(__dirname, 'jest-setup-console.js'),
    ],
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { createJestConfig };
