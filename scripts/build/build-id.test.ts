import { expect, test } from 'vitest'
import { buildIdOf } from './build-id.ts'

const files = ['assets/entries/entry-client-routing.CtSeW3cw.js', 'assets/chunks/chunk-8GQE1TjH.js']

test('the same files make the same id, in any order: a rebuild of the same sources sends no tab to reload', () => {
  expect(buildIdOf(files)).toBe(buildIdOf([...files].reverse()))
  expect(buildIdOf(files)).toMatch(/^[\w-]{16}$/)
})

test('any changed file (its hashed name) makes another id', () => {
  expect(
    buildIdOf(['assets/entries/entry-client-routing.CtSeW3cw.js', 'assets/chunks/chunk-8GQE1TjI.js']),
  ).not.toBe(buildIdOf(files))
  expect(buildIdOf([...files, 'assets/chunks/chunk-new.js'])).not.toBe(buildIdOf(files))
})
