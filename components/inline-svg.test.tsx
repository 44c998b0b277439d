// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { z } from 'zod'
import type { LayoutWithInlineIcons } from '#schemas/inline-svg.ts'
import { InlineSvg } from './inline-svg.tsx'
import { layoutFixture } from './layout.fixtures.ts'
import { PageProviders } from './page-providers.tsx'
import { SiteFooter } from './site-footer.tsx'

afterEach(cleanup)

/**
 * What the server's sanitizer (server/services/vector-images/sanitize-svg.server.ts, which components may
 * not import) makes of a drop icon: branded here the way that sanitizer brands it.
 */
const drop = z
  .string()
  .brand<'SanitizedSvg'>()
  .parse(
    '<svg viewBox="0 0 10 10"><title>Drop</title><path d="M5 0L9 9H1z" fill="currentColor"></path></svg>',
  )

test('renders the sanitized markup as an inline svg, hidden from screen readers as decoration', () => {
  const { container } = render(<InlineSvg svg={drop} className="icon" />)
  const box = container.firstElementChild
  expect(box?.tagName).toBe('SPAN')
  expect(box?.getAttribute('class')).toBe('inline-svg icon')
  expect(box?.getAttribute('aria-hidden')).toBe('true')
  const svg = box?.querySelector('svg')
  expect(svg?.getAttribute('viewBox')).toBe('0 0 10 10')
  expect(svg?.querySelector('path')?.getAttribute('fill')).toBe('currentColor')
})

test('with a label the image is announced as one image by that name', () => {
  render(<InlineSvg svg={drop} label="Water drop" />)
  expect(screen.getByRole('img', { name: 'Water drop' }).querySelector('svg')).not.toBeNull()
})

function renderFooter(layout: LayoutWithInlineIcons) {
  return render(
    <PageProviders locale="en-EU">
      <SiteFooter layout={layout} />
    </PageProviders>,
  )
}

test('footer icons the server inlined draw as svg inside their link; the others stay images', () => {
  const [first, second] = layoutFixture.footer.icons
  if (first?.image === undefined || second?.image === undefined) throw new Error('fixture has two icons')
  renderFooter({ ...layoutFixture, inlineIcons: { [first.image.url]: drop } })
  const icons = screen.getByRole('navigation', { name: 'Quick links' })
  const inlined = within(icons).getByRole('link', { name: first.title })
  expect(inlined.querySelector('img')).toBeNull()
  const box = inlined.querySelector('.site-footer__icon-image')
  expect(box?.getAttribute('aria-hidden')).toBe('true')
  expect(box?.querySelector('svg path')).not.toBeNull()
  const image = within(icons).getByRole('link', { name: second.title }).querySelector('img')
  expect(image?.getAttribute('src')).toBe(second.image.url)
  expect(image?.getAttribute('alt')).toBe('')
})
