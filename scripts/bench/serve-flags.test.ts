import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { serveNodeOptions, servedNodeOptions } from './serve-flags.ts'

const withServe = (serve: string) => JSON.stringify({ scripts: { serve } })

test('the options between node and the entry are read, in order', () => {
  expect(
    serveNodeOptions(
      withServe(
        'NODE_ENV=production node --max-old-space-size=320 --max-semi-space-size=16 dist/server/index.mjs',
      ),
    ),
  ).toEqual(['--max-old-space-size=320', '--max-semi-space-size=16'])
  expect(serveNodeOptions(withServe('NODE_ENV=production node dist/server/index.mjs'))).toEqual([])
})

test('a serve script that does not run the entry with node is refused', () => {
  expect(() => serveNodeOptions(withServe('tsx server/index.ts'))).toThrow(
    /does not run dist\/server\/index\.mjs/,
  )
  expect(() => serveNodeOptions(withServe('node dist/server/other.mjs'))).toThrow(/does not run/)
  expect(() => serveNodeOptions(JSON.stringify({ scripts: {} }))).toThrow()
})

test('this checkout serves a node with a bounded heap (ADR 036)', () => {
  const options = servedNodeOptions(process.cwd())
  expect(options).toContain('--max-old-space-size=320')
  // Read from the same file the bench reads.
  expect(readFileSync('package.json', 'utf8')).toContain(options.join(' '))
})
