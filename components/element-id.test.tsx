// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react'
import { lazy, Suspense, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { IdScope, useElementId } from './element-id.tsx'
import { useStartedAfterHydration } from './use-hydrated.ts'

afterEach(() => {
  document.body.replaceChildren()
})

/** A section named by its heading, as the footer's link groups and a dialog are. */
function Labelled({ text }: { text: string }) {
  const id = useElementId()
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{text}</h2>
    </section>
  )
}

/** One element at its top, as the site's footer: Preact keeps a part that waits for its code by its first element. */
function Footer() {
  return (
    <footer>
      <Labelled text="Download our apps" />
      <Labelled text="Follow us" />
    </footer>
  )
}

/**
 * A page whose footer hydrates after the start (ADR 035), and which mounts a dialog in the browser once
 * it has hydrated, as the consent host does.
 */
function Page({ FooterPart }: { FooterPart: ComponentType }) {
  const started = useStartedAfterHydration()
  return (
    <IdScope name="page">
      <Labelled text="Stations" />
      <IdScope name="footer">
        <Suspense fallback={null}>
          <FooterPart />
        </Suspense>
      </IdScope>
      {started && <Labelled text="Cookie settings" />}
    </IdScope>
  )
}

function namesOfSections(container: HTMLElement): string[] {
  return [...container.querySelectorAll('section')].map(
    (section) => document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
  )
}

test('the page, and each part in a scope of its own, count their ids apart, named for the scope', () => {
  const html = renderToString(<Page FooterPart={Footer} />)
  expect(html).toContain('<h2 id="page-0">Stations</h2>')
  expect(html).toContain('<h2 id="page-footer-0">Download our apps</h2>')
  expect(html).toContain('<h2 id="page-footer-1">Follow us</h2>')
})

test('a dialog mounted while a part is still waiting for its code takes no id of that part', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page FooterPart={Footer} />)
  document.body.append(container)
  let arrive: (footer: { default: ComponentType }) => void = () => undefined
  const LateFooter = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)))

  await act(async () => {
    hydrateRoot(container, <Page FooterPart={LateFooter} />)
    await Promise.resolve()
  })
  // The dialog is there, the footer still the server's markup.
  await waitFor(() => expect(namesOfSections(container)).toHaveLength(4))
  expect(namesOfSections(container)).toEqual([
    'Stations',
    'Download our apps',
    'Follow us',
    'Cookie settings',
  ])
  await act(async () => {
    arrive({ default: Footer })
    await Promise.resolve()
  })
  const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
  expect(new Set(ids).size).toBe(ids.length)
  expect(namesOfSections(container)).toEqual([
    'Stations',
    'Download our apps',
    'Follow us',
    'Cookie settings',
  ])
})

test('outside any scope, a component still gets an id of its own', () => {
  const html = renderToString(
    <>
      <Labelled text="One" />
      <Labelled text="Two" />
    </>,
  )
  const ids = [...html.matchAll(/<h2 id="([^"]+)">/g)].map(([, id]) => id)
  expect(ids).toHaveLength(2)
  expect(new Set(ids).size).toBe(2)
})
