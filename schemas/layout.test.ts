import { expect, test } from 'vitest'
import { layoutResponseSchema } from './layout.ts'
import { groupFooterLinks, visibleNavigation } from './layout-tree.ts'

const layout = {
  navigation: {
    logo: { url: '/images/logo.svg', width: 160, height: 40 },
    tree: [
      {
        id: 'private',
        url: '/private',
        text: 'Private',
        children: [
          { id: 'wash', url: '/private/car-wash', text: 'Car wash' },
          { id: 'old', url: '/private/old', text: 'Old page', visibleInNavigation: false },
        ],
      },
      {
        id: 'hidden',
        url: '/hidden',
        text: 'Hidden',
        visibleInNavigation: false,
        children: [{ id: 'c', url: '/c', text: 'C' }],
      },
    ],
  },
  footer: {
    footerLinks: [
      { contentType: 'string', title: 'For you' },
      { contentType: 'link', title: 'Car wash', url: '/private/car-wash', internal: true },
      { contentType: 'link', title: 'Charging', url: '/private/charging', internal: true },
      { contentType: 'string', title: 'Company' },
      { contentType: 'link', title: 'Careers', url: 'https://jobs.example.com' },
    ],
  },
}

test('the layout parses with the spec defaults: logo alt, visible nodes, empty footer lists', () => {
  const parsed = layoutResponseSchema.parse(layout)
  expect(parsed.navigation.logo?.alt).toBe('Main Logo')
  expect(parsed.navigation.tree[0]?.visibleInNavigation).toBe(true)
  expect(parsed.footer.someLinks).toEqual([])
})

test('hidden navigation nodes and their children are left out of what is shown', () => {
  const parsed = layoutResponseSchema.parse(layout)
  const shown = visibleNavigation(parsed.navigation.tree)
  expect(shown.map((node) => node.id)).toEqual(['private'])
  expect(shown[0]?.children.map((node) => node.id)).toEqual(['wash'])
})

test('footer links are grouped under the string headings before them', () => {
  const parsed = layoutResponseSchema.parse(layout)
  expect(
    groupFooterLinks(parsed.footer.footerLinks).map((group) => [
      group.heading.title,
      group.links.map((link) => link.title),
    ]),
  ).toEqual([
    ['For you', ['Car wash', 'Charging']],
    ['Company', ['Careers']],
  ])
})

test('a script URL anywhere in the navigation is refused with its path', () => {
  const result = layoutResponseSchema.safeParse({
    ...layout,
    navigation: {
      tree: [
        { id: 'x', url: '/x', text: 'X', children: [{ id: 'y', url: 'javascript:alert(1)', text: 'Y' }] },
      ],
    },
  })
  expect(result.success).toBe(false)
  expect(result.error?.issues[0]?.path).toEqual(['navigation', 'tree', 0, 'children', 0, 'url'])
})
