// @ts-check
import { basename } from 'node:path'
import js from '@eslint/js'
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * DESIGN §6: kebab-case file names everywhere except Vike's `+` files (and the dot-files tools demand).
 * @type {import('eslint').Rule.RuleModule}
 */
const kebabCaseFileNames = {
  meta: { type: 'suggestion', schema: [], messages: { name: 'File name "{{name}}" is not kebab-case.' } },
  create(context) {
    const name = basename(context.filename)
    const stem = name.replace(/^\+/, '').split('.')[0] ?? ''
    const ok = name.startsWith('+')
      ? /^[A-Za-z][A-Za-z0-9]*$/.test(stem)
      : /^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem)
    return {
      Program(node) {
        if (!ok) context.report({ node, messageId: 'name', data: { name } })
      },
    }
  },
}

/**
 * Every module that must never reach the browser ends in `.server.ts` (issue 12): all of server/ and
 * redirects/, so the
 * browser-code zones below can refuse them by name wherever they are imported from.
 * @type {import('eslint').Rule.RuleModule}
 */
const serverOnlySuffix = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { suffix: 'Server-only module "{{name}}" must end in .server.ts (or .server.test.ts).' },
  },
  create(context) {
    const name = basename(context.filename)
    const ok =
      /\.server\.(test\.)?tsx?$/.test(name) || /\.integration\.test\.ts$/.test(name) || name.endsWith('.d.ts')
    return {
      Program(node) {
        if (!ok) context.report({ node, messageId: 'suffix', data: { name } })
      },
    }
  },
}

/**
 * Imports a layer may not make (DESIGN §3): `schemas → domain → (machines, i18n, components) → blocks →
 * registry → renderer → pages`, with `config/` (the brand, DESIGN intro: one config module) beneath all.
 */
/** Every layer above schemas/. */
const aboveSchemas = [
  'domain',
  'machines',
  'i18n',
  'components',
  'blocks',
  'renderer',
  'pages',
  'server',
  'redirects',
  'http',
]

const layers = {
  config: ['schemas', ...aboveSchemas],
  schemas: aboveSchemas,
  domain: ['machines', 'i18n', 'components', 'blocks', 'renderer', 'pages', 'server', 'redirects', 'http'],
  machines: ['components', 'blocks', 'renderer', 'pages', 'server', 'redirects'],
  i18n: ['machines', 'components', 'blocks', 'renderer', 'pages', 'server', 'redirects', 'http'],
  // The shared HTTP client (ADR 013): used by machines, components and server; uses schemas, domain, i18n.
  http: ['machines', 'components', 'blocks', 'renderer', 'pages', 'server', 'redirects'],
  components: ['blocks', 'renderer', 'pages', 'server', 'redirects'],
  blocks: ['renderer', 'pages', 'server', 'redirects'],
  renderer: ['pages', 'server', 'redirects'],
  redirects: ['machines', 'components', 'blocks', 'renderer', 'pages', 'server'],
  server: ['machines', 'components', 'blocks', 'renderer', 'pages'],
}

/** ADR 018: browser code imports zod/mini; zod itself only for its types. */
const zodInBrowser = {
  name: 'zod',
  allowTypeImports: true,
  message: 'Browser code validates with zod/mini (ADR 018); zod itself stays on the server.',
}

const layerZones = Object.entries(layers).flatMap(([target, forbidden]) =>
  forbidden.map((from) => ({
    target: `./${target}`,
    from: `./${from}`,
    message: `DESIGN §3: ${target}/ may not import from ${from}/.`,
  })),
)

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.cache/',
      '.data/',
      'storybook-static/',
      'test-results/',
      'playwright-report/',
      'docs/content-contract/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  importX.recommended,
  importX.typescript,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    settings: {
      // Dependencies are not ours to check, and parsing their bundles is slow (some overflow the parser).
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    plugins: {
      'react-hooks': reactHooks,
      forecourt: {
        rules: { 'kebab-case-file-names': kebabCaseFileNames, 'server-only-suffix': serverOnlySuffix },
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'forecourt/kebab-case-file-names': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Arrow shorthands returning a void call read fine and keep handlers short.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Casting fetched or parsed data hides a missing Zod parse (DESIGN §4: parse at every boundary).
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'error',
      'import-x/no-default-export': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-named-as-default-member': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrels: import from the module that defines the name (DESIGN §6).',
        },
      ],
    },
  },
  {
    files: ['server/**/*.{ts,tsx}', 'redirects/**/*.{ts,tsx}'],
    rules: { 'forecourt/server-only-suffix': 'error' },
  },
  {
    // A block never imports another block; only the registry imports block folders (DESIGN §3).
    files: ['blocks/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['#blocks/*/*', '../*/*'], message: 'A block never imports another block.' }] },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['blocks/**', 'scripts/new-block.ts', 'scripts/**/new-block*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#blocks/*/*'],
              message: 'Only blocks/registry.ts imports a block folder (DESIGN §3).',
            },
          ],
        },
      ],
    },
  },
  {
    // ADR 018: the browser validates with zod/mini, never with the full zod (24.7 KB gzip against 6.9 KB
    // for one form, `npm run bench -- --zod-chunk`). Types may still come from zod.
    files: [
      'components/**/*.{ts,tsx}',
      'machines/**/*.ts',
      'http/**/*.ts',
      'domain/**/*.ts',
      'config/**/*.ts',
      'renderer/**/*.{ts,tsx}',
      'i18n/**/*.ts',
      'pages/**/*.tsx',
      'pages/**/+on*.ts',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      'i18n/bundled-messages-plugin.ts',
      'pages/**/*.server.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodInBrowser],
          patterns: [
            {
              group: ['#blocks/*/*'],
              message: 'Only blocks/registry.ts imports a block folder (DESIGN §3).',
            },
          ],
        },
      ],
    },
  },
  {
    // A block's component is browser code too, and never imports another block.
    files: ['blocks/*/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodInBrowser],
          patterns: [{ group: ['#blocks/*/*', '../*/*'], message: 'A block never imports another block.' }],
        },
      ],
    },
  },
  {
    // Client code never imports server code (DESIGN §3); pages' server-only hooks may.
    files: [
      'pages/**/*.{ts,tsx}',
      'config/**',
      'components/**',
      'blocks/**',
      'renderer/**',
      'machines/**',
      'i18n/**',
      'schemas/**',
      'domain/**',
      'http/**',
    ],
    // A page's own server modules (`*.server.tsx`, pages/content/own-document.server.tsx) run on the server only.
    ignores: [
      'pages/+server.ts',
      'pages/**/+data.ts',
      'pages/**/*.server.tsx',
      'pages/**/*.d.ts',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            { target: './', from: './server', message: 'Client code never imports server/ (DESIGN §3).' },
            {
              target: './',
              from: './**/*.server.ts',
              message: 'Client code never imports *.server.ts (DESIGN §3).',
            },
            {
              target: './',
              from: './**/*.server.tsx',
              message: 'Client code never imports *.server.tsx (DESIGN §3).',
            },
          ],
        },
      ],
    },
  },
  {
    // XState's `setup({ types })` takes type hints as `{} as T`; nothing is asserted about real data.
    files: ['machines/**/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-assertions': [
        'error',
        { assertionStyle: 'as', objectLiteralTypeAssertions: 'allow' },
      ],
    },
  },
  {
    // Tools that demand a default export, and the stand-in for a package whose API is one.
    files: [
      '*.config.{ts,js}',
      '.storybook/**',
      '**/*.stories.tsx',
      'pages/+config.ts',
      'pages/+server.ts',
      'schemas/sanitize-html.browser.ts',
      'scripts/build/react-dom-server-on-preact.ts',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'scripts/**'],
    rules: {
      // Tests read parsed JSON loosely on purpose; assertions check it.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
)
