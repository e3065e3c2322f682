// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { FRONT_ENDS, REMOTES } from './shared/build/front-ends.mjs'
import { featureBoundaries } from './shared/build/eslint-feature-boundaries.mjs'

/** Chakra is shared as `@grile/shared/chakra`: a direct import would bring a second, unstyled copy. */
const CHAKRA_THROUGH_SHARED = {
  name: '@chakra-ui/react',
  message: "Import Chakra from '@grile/shared/chakra' (the page's one instance); add what is missing there.",
}

/**
 * React Router is shared as `@grile/shared/router`: a direct import would bring a second copy whose
 * contexts the page's router never fills, and the whole package to every visitor.
 */
const ROUTER_THROUGH_SHARED = {
  name: 'react-router-dom',
  message:
    "Import the router from '@grile/shared/router' (the page's one instance); add what is missing there.",
}

/** SWR through the shared API module: one cache for the page, keys built one way (docs/remote-template.md#data). */
const SWR_THROUGH_SHARED = ['swr', 'swr/mutation'].map((name) => ({
  name,
  message:
    "Take SWR from '@grile/shared/api' (useApi, useApiMutation, apiKey; useSWR for the rare custom read).",
}))

/** A remote may not import the shell or another remote, by package name or by relative path. */
const remoteBoundaries = REMOTES.map((remote) => ({
  files: [`${remote}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [CHAKRA_THROUGH_SHARED, ROUTER_THROUGH_SHARED, ...SWR_THROUGH_SHARED],
        patterns: [
          {
            group: [
              '@grile/shell',
              '@grile/shell/*',
              ...REMOTES.filter((r) => r !== remote).map((r) => `@grile/${r}*`),
            ],
            message:
              'Remotes meet only through URLs, @grile/shared, the API and modules exposed at run time.',
          },
          {
            // The API package by its source folders: a feature's own `api` folder is not the API.
            regex: `^(\\.\\./)+(shell|${REMOTES.filter((r) => r !== remote).join('|')})(/|$)|^(\\.\\./)+api/(src|test)(/|$)`,
            message: 'Remotes never import another app by path.',
          },
        ],
      },
    ],
  },
}))

/** Files that test an app (helpers included): they may stub fetch and reach across features. */
const APP_TEST_FILES = ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/src/testing/**']

/** Raw fetch in an app bypasses the one client: its base URL, token, timeout, retries and problem+json. */
const RAW_FETCH_MESSAGE =
  "Call the API through '@grile/shared/api' (apiRequest, preloadRequest), not raw fetch."

/**
 * Rules inside every app's `src/` (the shell and the remotes): no raw fetch; a feature imports neither
 * another feature nor a route (docs/remote-template.md).
 */
const appRules = [
  {
    files: FRONT_ENDS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: APP_TEST_FILES,
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: RAW_FETCH_MESSAGE }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: RAW_FETCH_MESSAGE,
        })),
      ],
    },
  },
  {
    files: FRONT_ENDS.map((app) => `${app}/src/features/**/*.{ts,tsx}`),
    // A feature's page tests render it through its route, with the app's other pages around it.
    ignores: APP_TEST_FILES,
    plugins: { grile: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'grile/feature-boundaries': 'error' },
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'e2e/artifacts/**',
      '**/*.cjs',
      'api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...remoteBoundaries,
  ...appRules,
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [CHAKRA_THROUGH_SHARED, ROUTER_THROUGH_SHARED, ...SWR_THROUGH_SHARED],
          patterns: [
            {
              group: REMOTES.map((r) => `@grile/${r}*`),
              message: 'The shell loads remotes at run time only.',
            },
            {
              regex: `^(\\.\\./)+(${REMOTES.join('|')})(/|$)|^(\\.\\./)+api/(src|test)(/|$)`,
              message: 'The shell never imports an app by path.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx,mjs}'],
    ignores: ['shared/src/contract/**', 'shared/src/chakra/**', 'shared/src/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [CHAKRA_THROUGH_SHARED, ROUTER_THROUGH_SHARED],
          patterns: [
            { regex: '^@grile/(?!shared/)', message: 'shared imports no app.' },
            {
              regex: `^(\\.\\./)+(shell|api|e2e|${REMOTES.join('|')})(/|$)`,
              message: 'shared imports no app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\./|\\.\\./(?!\\.\\.))',
              message: 'The contract imports only zod and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The contract, and the list of front ends whose builds the API serves (data, not code).
              regex: '^@grile/(?!shared/contract$|shared/build/front-ends\\.json$)',
              message: 'The API imports only the contract (and the list of front ends) from shared.',
            },
            {
              regex: `^(\\.\\./)+(shell|shared|e2e|${REMOTES.join('|')})(/|$)`,
              message: 'The API imports no other package by path.',
            },
          ],
        },
      ],
    },
  },
)
