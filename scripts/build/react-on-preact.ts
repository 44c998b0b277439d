import { fileURLToPath } from 'node:url'

/**
 * Where each React module the site and its libraries import is found in Preact (ADR 048): the site is
 * written against React's API and runs on Preact's compatibility layer, in the browser, on the server,
 * in the unit tests and in the bench's in-process render alike.
 */
export const reactOnPreact: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom/server': serverModule(),
  'react-dom/server.node': serverModule(),
  'react-dom/server.browser': serverModule(),
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  // React's store hooks for libraries, which are CommonJS requiring `react`.
  'use-sync-external-store/shim': 'preact/compat',
  'use-sync-external-store/shim/index.js': 'preact/compat',
  'use-sync-external-store/shim/with-selector': withSelectorModule(),
  'use-sync-external-store/shim/with-selector.js': withSelectorModule(),
  'use-sync-external-store/with-selector': withSelectorModule(),
  'use-sync-external-store/with-selector.js': withSelectorModule(),
}

/** The same as Vite's `resolve.alias` entries: each specifier exactly, not a module beneath it. */
export function reactOnPreactAliases(): { find: RegExp; replacement: string }[] {
  return Object.entries(reactOnPreact).map(([specifier, replacement]) => ({
    find: new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
    replacement,
  }))
}

/**
 * The packages that import React themselves. The server build bundles them instead of leaving them to
 * Node, and the unit tests transform them, so that they too get Preact and the page has one copy.
 */
export const packagesImportingReact = [
  'vike-react',
  'react-streaming',
  '@xstate/react',
  'use-isomorphic-layout-effect',
  '@tanstack/react-form',
  '@tanstack/react-store',
  '@testing-library/react',
  '@storybook/react',
  'react-i18next',
] as const

function withSelectorModule(): string {
  return fileURLToPath(new URL('./use-sync-external-store-on-preact.ts', import.meta.url))
}

function serverModule(): string {
  return fileURLToPath(new URL('./react-dom-server-on-preact.ts', import.meta.url))
}
