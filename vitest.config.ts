import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Separate from vite.config.ts: the Vike plugin builds pages and has no place in unit tests.
export default defineConfig({
  plugins: [react()],
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
