// One flat ESLint config for the whole workspace. Architecture boundaries are enforced here:
// - no app imports another app's source (only `shared` and federated modules);
// - `shared` imports no app;
// - features do not import each other, and flow is lib/config → features → app.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const apps = ['shell', 'mf-games', 'mf-member', 'mf-agent', 'mf-lottery'];

function listFeatures(app) {
  const dir = path.join(root, app, 'src', 'features');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
}

const zones = [
  // Apps never import another app's source, nor the simulator.
  ...apps.map((app) => ({
    target: `./${app}`,
    from: [...apps.filter((other) => other !== app).map((other) => `./${other}`), './api-sim', './e2e'],
    message: 'Apps import only `shared` and federated modules, never another app or the simulator.',
  })),
  {
    target: './shared',
    from: [...apps.map((app) => `./${app}`), './api-sim', './e2e'],
    message: '`shared` is below every app: it imports none of them.',
  },
  // Inside each app: features do not import each other, and nothing below `app` imports it.
  ...apps.flatMap((app) => [
    ...listFeatures(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'Features do not import each other: lift shared code into src/lib or `shared`.',
    })),
    {
      target: [`./${app}/src/features`, `./${app}/src/lib`, `./${app}/src/config`],
      from: `./${app}/src/app`,
      message: 'Flow is lib/config → features → app: only src/app composes features.',
    },
  ]),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'bench-results/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver': { typescript: { project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }, node: true },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones, basePath: root }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ky', message: 'Use the one API client from `shared` (apiClient / api helpers).' },
            { name: 'dompurify', message: 'Render server HTML only through <SafeHtml> from `shared`.' },
            { name: 'react-router-dom', message: 'Import the router from `shared`: one instance for every app.' },
            { name: 'react-router', message: 'Import the router from `shared`: one instance for every app.' },
            { name: 'react-i18next', message: 'Use the typed translation hooks from `shared` (createTranslation, useCommonT).' },
          ],
        },
      ],
    },
  },
  {
    // The wrappers themselves may import the libraries they wrap.
    files: ['shared/src/api/**', 'shared/src/ui/safe-html*', 'shared/src/router/**', 'shared/src/i18n/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs}', 'config/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
