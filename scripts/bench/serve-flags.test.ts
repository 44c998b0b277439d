import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { serveCommand, servedCommand } from './serve-flags.ts'

const withServe = (serve: string) => JSON.stringify({ scripts: { serve } })

test("the environment before node and node's options before the entry are read, in order", () => {
  expect(
    serveCommand(
      withServe(
        'NODE_ENV=production MALLOC_ARENA_MAX=2 node --max-old-space-size=320 --max-semi-space-size=16 dist/server/index.mjs',
      ),
    ),
  ).toEqual({
    environment: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' },
    nodeOptions: ['--max-old-space-size=320', '--max-semi-space-size=16'],
  })
  expect(serveCommand(withServe('node dist/server/index.mjs'))).toEqual({ environment: {}, nodeOptions: [] })
})

test('a serve script that does not run the entry with node is refused', () => {
  expect(() => serveCommand(withServe('tsx server/index.ts'))).toThrow(
    /does not run dist\/server\/index\.mjs/,
  )
  expect(() => serveCommand(withServe('node dist/server/other.mjs'))).toThrow(/does not run/)
  // Something run before node is not an assignment to the environment.
  expect(() => serveCommand(withServe('nice -n 5 node dist/server/index.mjs'))).toThrow(/does not run/)
  expect(() => serveCommand(JSON.stringify({ scripts: {} }))).toThrow()
})

test('this checkout serves a node with a bounded heap (ADR 036) and two malloc arenas (ADR 047)', () => {
  const { nodeOptions, environment } = servedCommand(process.cwd())
  expect(nodeOptions).toContain('--max-old-space-size=320')
  expect(environment).toMatchObject({ NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' })
  // Read from the same file the bench reads.
  expect(readFileSync('package.json', 'utf8')).toContain(nodeOptions.join(' '))
})
