// One flat ESLint config for the whole workspace. Architecture boundaries are enforced here:
// - no app imports another app's source (only the kernel, the kits and federated modules);
// - the kernel imports no app and no kit; a kit (kits/*) imports only the kernel, other kits by
//   their package names, and libraries; an app reaches a kit only by its package name;
// - only the shell reaches the kernel's host side (`@gp/kernel/host`) and its 1.x names (`legacy`);
// - features do not import each other, and flow is lib/config → features → app.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const apps = ['shell', 'mf-games', 'mf-member', 'mf-agent', 'mf-lottery'];
/** Versioned kits (kits/<name>), each a package that apps build in. */
const kits = fs.existsSync(path.join(root, 'kits'))
  ? fs.readdirSync(path.join(root, 'kits'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `kits/${d.name}`)
  : [];

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
    message: 'Apps import only the kernel, the kits and federated modules, never another app or the simulator.',
  })),
  {
    target: './kernel',
    from: [...apps.map((app) => `./${app}`), './kits', './api-sim', './e2e'],
    message: 'The kernel is below every app and kit: it imports none of them.',
  },
  // A kit is built into apps at the version each needs: it knows none of them.
  ...kits.map((kit) => ({
    target: `./${kit}`,
    from: [...apps.map((app) => `./${app}`), './api-sim', './e2e'],
    message: 'A kit imports only the kernel, other kits (by package name) and libraries, never an app.',
  })),
  // Inside each app: features do not import each other, and nothing below `app` imports it.
  ...apps.flatMap((app) => [
    ...listFeatures(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'Features do not import each other: lift shared code into src/lib, a kit or the kernel.',
    })),
    {
      target: [`./${app}/src/features`, `./${app}/src/components`, `./${app}/src/lib`, `./${app}/src/config`],
      from: `./${app}/src/app`,
      message: 'Flow is lib/config/components → features → app: only src/app composes features.',
    },
    {
      // The app's shared layers (UI components, lib, config) serve every feature and know none.
      target: [`./${app}/src/components`, `./${app}/src/lib`, `./${app}/src/config`],
      from: `./${app}/src/features`,
      message: 'src/components, src/lib and src/config are below the features: they import none of them.',
    },
  ]),
];

/**
 * Libraries reached only through their wrapper in the kernel or a kit (one instance, one way to
 * use it). Each is refused everywhere else, its subpaths (`ky/distribution/…`) and dynamic
 * `import()` too. jotai is used directly (a federation singleton); the page's one jotai store is
 * the kernel's `sharedStore` (see pageStoreRule).
 */
const wrappedLibraries = [
  { libraries: ['ky'], wrapper: ['kernel/src/api/**'], message: 'Use the one API client of the kernel (apiRequest).' },
  { libraries: ['dompurify'], wrapper: ['kits/ui/src/safe-html*'], message: 'Render server HTML only through <SafeHtml> of the UI kit.' },
  {
    libraries: ['react-router', 'react-router-dom'],
    wrapper: ['kernel/src/router/**'],
    message: 'Import the router from the kernel: one instance for every app.',
  },
  {
    libraries: ['react-i18next'],
    wrapper: ['kernel/src/i18n/**'],
    message: 'Use the typed translation hooks of the kernel (createTranslation, useCommonT).',
  },
  {
    libraries: ['react-hook-form', '@hookform/resolvers'],
    wrapper: ['kits/forms/src/**'],
    message: 'Build forms with the forms kit (useForm, valibotResolver): one way to write a form.',
  },
  {
    libraries: ['@tanstack/react-query', '@tanstack/query-core'],
    wrapper: ['kernel/src/query/**', 'kernel/src/favorites/favorite-toggle.ts', 'shell/src/compat/**'],
    message: 'Use server state through `@gp/kernel/query` (useQuery, queryOptions…): one client, one cache, and only what is used is bundled.',
  },
  {
    libraries: ['firebase', '@firebase/app', '@firebase/auth'],
    wrapper: ['kits/auth/src/firebase/**'],
    message: 'Reach Firebase Authentication through the auth kit (socialIdToken, sendPhoneCode): one lazily loaded SDK, its errors as auth/* codes.',
  },
  {
    libraries: ['shared'],
    wrapper: [],
    message: 'shared 1.x is gone: use the kernel (@gp/kernel) or a kit (@gp/ui-kit, @gp/forms-kit, @gp/auth-kit, @gp/games-kit, @gp/account-centre-kit).',
  },
];

/** The kernel's host side and its 1.x names: the shell only (and any test, to set a page up). */
const hostPattern = {
  regex: '^@gp/kernel/(host|legacy)$',
  message: "`@gp/kernel/host` is the shell's side of the kernel (boot, setting start-up state); remotes and kits read the kernel's root.",
};

/** A kit is reached by its package name and the entries its `exports` names, never by a path into it. */
const kitPathPattern = {
  regex: '^(\\.{1,2}/)+(.*/)?kits/|^@gp/[^/]+-kit/src(/|$)',
  message: 'Import a kit by its package name (`@gp/account-centre-kit`), never by a path into its folder.',
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches the library and any of its subpaths: `react-router`, `react-router/dom`, not `react-router-dom`. */
const libraryRegex = (libraries) => `^(${libraries.map(escapeRegex).join('|')})(/.*)?$`;

/** One jotai store per page: the kernel's `sharedStore` (the shell's provider hands it to every app). */
const pageStoreRule = {
  name: 'jotai',
  importNames: ['createStore', 'getDefaultStore', 'Provider'],
  message: "The page has one jotai store, the kernel's sharedStore: the shell provides it (tests: createTestStore of @gp/kernel/testing).",
};

const MONEY_REQUEST_MESSAGE =
  'A call that moves money or points takes its requestId from useMoneyRequest (@gp/forms-kit): `request.send((requestId) => …)` keeps one id until the server has answered (issue 22).';

/**
 * An app's own id for a money call is how points were taken twice after a lost answer: the id
 * comes only from useMoneyRequest, so a `requestId` property is that callback's parameter.
 */
const moneyRequestRules = {
  paths: [{ name: '@gp/forms-kit', importNames: ['newRequestId'], message: MONEY_REQUEST_MESSAGE }],
  selectors: [
    { selector: "Property[key.name='requestId'][value.type!='Identifier']", message: MONEY_REQUEST_MESSAGE },
    { selector: "Property[key.name='requestId'][value.type='Identifier'][value.name!='requestId']", message: MONEY_REQUEST_MESSAGE },
  ],
};

const QUERY_KEY_MESSAGE =
  'A query key comes only from a key factory (`xxxKeys.list(params)`, in a `*-keys.ts` file of the feature, kit or package that owns the resource): no literal array (issue 27).';

/** TanStack Query's client methods that take a query key or filters with one. */
const QUERY_CLIENT_METHODS =
  '/^((get|set|ensure|fetch|prefetch)(Infinite)?Quer(y|ies)(Data|State)?|(invalidate|remove|refetch|reset|cancel)Queries|isFetching)$/';

/**
 * A literal array where a query key goes: `queryKey: [...]` (with or without `as const`), an
 * array handed to a client method (`getQueryData([...])`), a `…_KEY`/`…QueryKey` constant.
 * Key factories (`*-keys.ts`) are the one place keys are spelled out.
 */
const queryKeySelectors = [
  "Property[key.name='queryKey'] > ArrayExpression.value",
  "Property[key.name='queryKey'] > TSAsExpression.value > ArrayExpression.expression",
  `CallExpression[callee.property.name=${QUERY_CLIENT_METHODS}] > ArrayExpression.arguments`,
  `CallExpression[callee.property.name=${QUERY_CLIENT_METHODS}] > TSAsExpression.arguments > ArrayExpression.expression`,
  'VariableDeclarator[id.name=/(_KEY|QueryKey)$/] > ArrayExpression.init',
  'VariableDeclarator[id.name=/(_KEY|QueryKey)$/] > TSAsExpression.init > ArrayExpression.expression',
].map((selector) => ({ selector, message: QUERY_KEY_MESSAGE }));

/**
 * no-restricted-imports and the dynamic-import selector for every wrapped library but `allowed`;
 * with `apps`, the money-request rules of an app's source too; with `queryKeys`, no literal query key.
 */
function restrictedImports(allowed = [], { apps = false, host = false, queryKeys = false } = {}) {
  const refused = wrappedLibraries.filter((entry) => !allowed.includes(entry));
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [...refused.map(({ libraries, message }) => ({ regex: libraryRegex(libraries), message })), kitPathPattern, ...(host ? [] : [hostPattern])],
        paths: [...(apps ? moneyRequestRules.paths : []), pageStoreRule],
      },
    ],
    // no-restricted-imports does not see `import('…')`: a dynamic import of a wrapped library fails here.
    'no-restricted-syntax': [
      'error',
      ...refused.map(({ libraries, message }) => ({
        // esquery reads `/` as the end of a regex: subpaths are matched with \u002F.
        selector: `ImportExpression[source.value=/${libraryRegex(libraries).replaceAll('/', '\\u002F')}/]`,
        message,
      })),
      ...(apps ? moneyRequestRules.selectors : []),
      ...(queryKeys ? queryKeySelectors : []),
    ],
  };
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'bench-results/**', '.tmp/**', 'releases/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      'check-file': checkFile,
      '@eslint-community/eslint-comments': eslintComments,
    },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      // The TypeScript settings of import-x (extensions, parsers): without them the import rules
      // (no-cycle above all) silently skip every .ts/.tsx file.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': { typescript: { project: ['*/tsconfig.json', 'kits/*/tsconfig.json'], noWarnOnMultipleProjects: true }, node: true },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones, basePath: root }],
      // A cycle through a dynamic import() cannot meet a half-initialised module at load time
      // (the kernel → its lazy favourite toggle → @gp/kernel/query → the kernel): only static cycles fail.
      'import-x/no-cycle': ['error', { maxDepth: 10, allowUnsafeDynamicCyclicDependency: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A hook's deps list what it uses: a `t` that must follow the language is a dep, since `t`
      // changes with the language. So this rule is never turned off in a comment, nor is the
      // rule that says so (a blanket `eslint-disable` counts as disabling both).
      '@eslint-community/eslint-comments/no-restricted-disable': [
        'error',
        'react-hooks/exhaustive-deps',
        '@eslint-community/eslint-comments/*',
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      ...restrictedImports([], { host: true }),
      // File names are kebab-case (`game-list-page.tsx`); middle parts (`.test`, `.module`, `.d`) are not checked.
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs,cjs,css}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    // No user-visible text outside `t()` (issue 23): JSX text and the attributes a reader or a
    // screen reader gets (aria-label, title, placeholder, alt, label) in app and kit components.
    // Allowed as they are (the narrow allow-list below): what has no letters (digits, punctuation,
    // symbols), codes and brand marks in capitals (GP, VIP, EN), the arguments of the calls named
    // (keys, field names, formats) and a few HTML settings. Names that stay the same in every
    // language still come from the catalogue (docs/i18n/<code>/same-as-english.json lists them).
    // Proof: scripts/literal-text-lint.test.mjs.
    files: [...apps, ...kits, 'kernel'].map((dir) => `${dir}/src/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label'] },
          // Arguments of these calls are keys, field names and formats, not text: the translation
          // functions, react-hook-form's API and the page helpers that take an id.
          callees: {
            exclude: ['t', 'tc', '\\w+T', 'i18n(ext)?', 'require', 'register', 'setValue', 'getValues', 'field', 'text', 'page', 'memberPageTitleKey', 'toFormat', 'String'],
          },
          // Values of these properties are HTML/React settings, not text.
          'object-properties': { exclude: ['[A-Z_-]+', 'type', 'autoComplete', 'inputMode', 'loading', 'fetchPriority', 'decoding'] },
          words: {
            exclude: [
              // No letters: digits, punctuation, symbols (·, ₱, ×…), white space.
              /^[^\p{L}]*$/u,
              // Codes and brand marks in capitals: GP, VIP, EN, USDT.
              /^[\p{Lu}\d_-]+$/u,
            ],
          },
          message: 'User-visible text goes through t() (the text catalogue)',
        },
      ],
    },
  },
  {
    // Style sheets have no JS to lint, but their names are checked too.
    files: ['**/*.css'],
    plugins: { 'check-file': checkFile },
    processor: 'check-file/eslint-processor-check-file',
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.css': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    // An app's or a kit's own source (not its tests): money calls take their id from useMoneyRequest,
    // query keys come from key factories, and only the shell reaches the kernel's host side.
    files: [...apps, ...kits].map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/src/testing/**', 'shell/src/**'],
    rules: restrictedImports([], { apps: true, queryKeys: true }),
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shell/src/testing/**'],
    rules: restrictedImports([], { apps: true, host: true, queryKeys: true }),
  },
  {
    // Key factories are where query keys are written out.
    files: [...apps, ...kits].map((dir) => `${dir}/src/**/*-keys.ts`),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrictedImports([], { apps: true }),
  },
  // Each wrapper may import the library it wraps (and only that one).
  ...wrappedLibraries.filter((entry) => entry.wrapper.length > 0).map((entry) => ({ files: entry.wrapper, rules: restrictedImports([entry], { host: true }) })),
  {
    // The kernel, the shell's provider and its shared 1.x module hold the page's store and hand jotai (and, for 1.x, the router's types) on; tests set up their own stores.
    files: ['kernel/src/state/jotai.ts', 'kernel/src/testing/**', 'shell/src/app/app.tsx', 'shell/src/lib/federation/shared-modules.ts', 'shell/src/compat/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [kitPathPattern] }] },
  },
  {
    files: ['**/*.{js,cjs}', 'config/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Jest setup files run inside jest, where its hooks are globals.
    files: ['config/jest-*.js'],
    languageOptions: { globals: globals.jest },
  },
  {
    // Every spec runs under the suite's `test`, which fails a test on a CSP violation.
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from '../support/test' (it fails a test on any Content-Security-Policy violation).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
