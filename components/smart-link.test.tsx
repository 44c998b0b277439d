import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { linkTargetSchema, type LinkTarget } from '#schemas/link.ts'
import { PageProviders } from './page-providers.tsx'
import { SmartLink, type SmartLinkProps } from './smart-link.tsx'

function markup(link: React.ReactElement<SmartLinkProps>): string {
  return renderToString(<PageProviders locale="en-EU">{link}</PageProviders>)
}

const internal: LinkTarget = { kind: 'internal', path: '/private/products/car-wash' }
const sameTab: LinkTarget = { kind: 'external', href: 'mailto:service@aurora.eu', newTab: false }
const newTab: LinkTarget = { kind: 'external', href: 'https://investors.aurora.eu/', newTab: true }

test('an internal link is localized, with the attributes it is given before its href', () => {
  expect(
    markup(
      <SmartLink className="nav__link" aria-current="page" id="wash" target={internal}>
        Car wash
      </SmartLink>,
    ),
  ).toBe(
    '<a aria-current="page" id="wash" href="/en-EU/private/products/car-wash" class="nav__link">Car wash</a>',
  )
})

test('an external link in the same tab keeps its href and gets no target or rel', () => {
  expect(
    markup(
      <SmartLink className="contact" target={sameTab} announceNewTab>
        Write to us
      </SmartLink>,
    ),
  ).toBe('<a href="mailto:service@aurora.eu" class="contact">Write to us</a>')
})

test('an external link in a new tab has no access to this window, and says so only when asked', () => {
  expect(
    markup(
      <SmartLink className="footer__link" target={newTab} announceNewTab>
        Investors
      </SmartLink>,
    ),
  ).toBe(
    '<a href="https://investors.aurora.eu/" target="_blank" rel="noopener noreferrer" class="footer__link">' +
      'Investors<span class="visually-hidden"> (opens in a new tab)</span></a>',
  )
  expect(markup(<SmartLink target={newTab}>Investors</SmartLink>)).toBe(
    '<a href="https://investors.aurora.eu/" target="_blank" rel="noopener noreferrer">Investors</a>',
  )
})

test('a card link is a button that opens its dialog', () => {
  const card = linkTargetSchema.parse({
    contentType: 'card',
    id: 'opening-hours',
    title: 'Opening hours',
    body: '<p>Always</p>',
  })
  expect(card.kind).toBe('dialog')
  const html = markup(
    <SmartLink className="hero__action" target={card}>
      Opening hours
    </SmartLink>,
  )
  // Its HTML command opens the dialog, whose id it names, without script; the dialog holds the card.
  const button = attributesOf(html, /<button([^>]*)>Opening hours<\/button>/)
  expect(button).toEqual({
    type: 'button',
    class: 'hero__action',
    'aria-haspopup': 'dialog',
    command: 'show-modal',
    commandfor: expect.any(String),
  })
  const dialogId = button.commandfor
  expect(attributesOf(html, /<dialog([^>]*)>/)).toMatchObject({ id: dialogId, class: 'dialog' })
  expect(html).toContain('<p>Always</p>')
  expect(attributesOf(html, /<button([^>]*class="dialog__close"[^>]*)>/)).toEqual({
    type: 'button',
    class: 'dialog__close',
    command: 'close',
    commandfor: dialogId,
  })
  expect(html).not.toContain('<a ')
})

test('one element rendered again writes the same link: what a render adds is its own, not the caller’s', () => {
  const props: SmartLinkProps = { className: 'nav__link', target: internal, children: 'Car wash' }
  const link = <SmartLink {...props} />
  const first = markup(link)
  expect(markup(link)).toBe(first)
  expect(markup(<SmartLink {...props} target={newTab} announceNewTab />)).toContain('target="_blank"')
  expect(markup(link)).toBe(first)
  expect(props).toEqual({ className: 'nav__link', target: internal, children: 'Car wash' })
})

/** The attributes of the first tag `pattern` finds in `html` (its group 1: the tag's attribute text). */
function attributesOf(html: string, pattern: RegExp): Record<string, string> {
  const text = pattern.exec(html)?.[1]
  if (text === undefined) throw new Error(`no tag matches ${String(pattern)}`)
  const attributes: Record<string, string> = {}
  for (const [, name = '', value = ''] of text.matchAll(/([\w-]+)="([^"]*)"/g)) attributes[name] = value
  return attributes
}
