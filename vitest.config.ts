import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { packagesImportingReact, reactOnPreactAliases } from './scripts/build/react-on-preact.ts'

const esModuleOf: Record<string, string> = {
  '@testing-library/react': 'dist/@testing-library/react.esm.js',
  '@xstate/react': 'dist/xstate-react.development.esm.js',
  'use-isomorphic-layout-effect': 'dist/use-isomorphic-layout-effect.esm.js',
}

// Separate from vite.config.ts: the Vike plugin builds pages and has no place in unit tests.
export default defineConfig({
  plugins: [react()],
  // The components are tested on what they run on: Preact's compatibility layer (ADR 048).
  resolve: {
    alias: [
      // The ES modules of the packages whose entry for Node is CommonJS: their imports of React reach
      // the aliases below, where a `require` would load React's own runtime beside Preact's.
      ...Object.entries(esModuleOf).map(([name, file]) => ({
        find: new RegExp(`^${name.replace('/', '\\/')}$`),
        replacement: fileURLToPath(new URL(`./node_modules/${name}/${file}`, import.meta.url)),
      })),
      ...reactOnPreactAliases(),
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [
            '**/*.integration.test.ts',
            'node_modules/**',
            'dist/**',
            '.cache/**',
            'storybook-static/**',
          ],
          environment: 'node',
          // Transformed, not left to Node, so their imports of React reach the aliases (a module is
          // transformed when its path contains one of the names).
          server: { deps: { inline: [...packagesImportingReact] } },
          setupFiles: ['tests/setup/msw.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['**/*.integration.test.ts'],
          exclude: ['node_modules/**', 'dist/**', '.cache/**'],
          environment: 'node',
          // As in the unit tests: the server's own documents render pages here (ADR 050).
          server: { deps: { inline: [...packagesImportingReact] } },
          // Each file starts real servers or databases; two at once is what two cores carry.
          maxWorkers: 2,
          // After the unit tests, so servers and databases do not compete with them for the two cores.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
