import { expect, test } from 'vitest'
import { stripServerOnlyBlockFields } from './server-only-block-fields.ts'

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined
}

const registry = `
import { defineBlock, lazy } from './define-block.ts'
export const blockRegistry = registerBlocks({
  hero: defineBlock({
    contentType: 'hero',
    description: 'A page’s opening: heading, lead and image — “quoted” and non-ASCII, so offsets are tested.',
    schema: () => import('./hero/hero.schema.ts').then((module) => module.heroSchema),
    component: lazy(() => import('./hero/hero.tsx').then((module) => module.Hero)),
    providesPageHeading: true,
    usesClock: true,
    datesShown: (block) => (block.created === undefined ? [] : [block.created]),
    fixtures: () => import('./hero/hero.fixtures.ts').then((module) => module.heroFixtures),
  }),
  'rich-text': defineBlock({
    contentType: 'richText',
    'description': 'Rich text.',
    schema: () => import('./rich-text/rich-text.schema.ts').then((module) => module.richTextSchema),
    component: lazy(() => import('./rich-text/rich-text.tsx').then((module) => module.RichText)),
    fixtures: () => import('./rich-text/rich-text.fixtures.ts').then((module) => module.richTextFixtures),
  }),
})
const other = { schema: () => import('./kept.ts'), description: 'not a block' }
`

test('the browser registry keeps each block’s component and flags, and loses schema, fixtures, description, usesClock and datesShown', () => {
  const stripped = stripServerOnlyBlockFields(registry) ?? ''
  expect(stripped).toContain(`component: lazy(() => import('./hero/hero.tsx').then((module) => module.Hero))`)
  expect(stripped).toContain(`component: lazy(() => import('./rich-text/rich-text.tsx')`)
  expect(stripped).toContain('providesPageHeading: true')
  expect(stripped).toContain(`contentType: 'richText'`)
  for (const gone of [
    'hero.schema.ts',
    'hero.fixtures.ts',
    'rich-text.schema.ts',
    'rich-text.fixtures.ts',
    'opening:',
    'Rich text.',
    'usesClock',
    'datesShown',
    'block.created',
  ]) {
    expect(stripped).not.toContain(gone)
  }
  // Only defineBlock's own fields: another object with the same names is left alone.
  expect(stripped).toContain(
    `const other = { schema: () => import('./kept.ts'), description: 'not a block' }`,
  )
})

test('what is left is valid JavaScript: each definition without the three fields, the rest as it was', async () => {
  const stripped = stripServerOnlyBlockFields(`
    const defineBlock = (definition) => definition
    export const hero = defineBlock({ contentType: 'hero', description: 'x', schema: () => import('./a.ts'), component: 'C', fixtures: () => import('./b.ts'), })
    export const last = defineBlock({ contentType: 'last', component: 'D', schema: () => import('./c.ts') })
  `)
  const module: unknown = await import(`data:text/javascript,${encodeURIComponent(stripped ?? '')}`)
  expect(field(module, 'hero')).toEqual({ contentType: 'hero', component: 'C' })
  expect(field(module, 'last')).toEqual({ contentType: 'last', component: 'D' })
})

test('a file without block definitions is left as it is, and code that does not parse stops the build', () => {
  expect(stripServerOnlyBlockFields('export const x = 1')).toBeNull()
  expect(() => stripServerOnlyBlockFields('export const = ')).toThrow()
})
