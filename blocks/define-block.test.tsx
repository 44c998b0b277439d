// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { clientOnly, defineBlock, eager, lazy, type BlockProps } from './define-block.ts'

// ADR 017: how each loading mode renders, on the server and in the browser.

const noteSchema = z.object({ id: z.string(), contentType: z.literal('note'), text: z.string() })
type Note = z.infer<typeof noteSchema>
const note: Note = { id: 'n1', contentType: 'note', text: 'Open 24 h' }

function Full({ block }: BlockProps<Note>) {
  return <p>full: {block.text}</p>
}
function Fallback({ block }: BlockProps<Note>) {
  return <p>fallback: {block.text}</p>
}

function noteBlock(component: Parameters<typeof defineBlock<'note', typeof noteSchema>>[0]['component']) {
  return defineBlock({
    contentType: 'note',
    description: 'A note.',
    schema: () => Promise.resolve(noteSchema),
    component,
    fixtures: () => Promise.resolve({}),
  })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('an eager block renders at once and has nothing to preload', async () => {
  const block = noteBlock(eager(Full))
  expect(block.loading).toBe('eager')
  await block.preload()
  expect(renderToString(block.render(note))).toBe('<p>full: Open 24 h</p>')
})

test('a lazy block loads its code only when asked, then renders synchronously on the server', async () => {
  const load = vi.fn(() => Promise.resolve(Full))
  const block = noteBlock(lazy(load))
  expect(block.loading).toBe('lazy')
  expect(load).not.toHaveBeenCalled()
  await block.preload()
  expect(load).toHaveBeenCalledTimes(1)
  expect(renderToString(block.render(note))).toBe('<p>full: Open 24 h</p>')
  await block.preload()
  expect(load).toHaveBeenCalledTimes(1)
})

test('a lazy block rendered before its code is there suspends in its boundary, then shows', async () => {
  const block = noteBlock(lazy(() => Promise.resolve(Full)))
  render(<Suspense fallback={<p>loading</p>}>{block.render(note)}</Suspense>)
  expect(screen.getByText('loading')).toBeTruthy()
  expect(await screen.findByText('full: Open 24 h')).toBeTruthy()
})

test('a lazy block whose chunk failed to load tries again next time', async () => {
  const load = vi.fn<() => Promise<typeof Full>>().mockRejectedValueOnce(new Error('chunk failed'))
  load.mockResolvedValue(Full)
  const block = noteBlock(lazy(load))
  await expect(block.preload()).rejects.toThrow('chunk failed')
  await block.preload()
  expect(load).toHaveBeenCalledTimes(2)
})

/** An IntersectionObserver whose observed elements come into view when the test says so. */
function stubIntersectionObserver() {
  const callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        callbacks.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
  return () => {
    for (const callback of callbacks) callback([{ isIntersecting: true }])
  }
}

test('a client-only block: the server renders the fallback and loads no component code', async () => {
  const load = vi.fn(() => Promise.resolve(Full))
  const block = noteBlock(clientOnly({ load, fallback: () => Promise.resolve(Fallback) }))
  expect(block.loading).toBe('client-only')
  await block.preload()
  expect(renderToString(block.render(note))).toContain('<p>fallback: Open 24 h</p>')
  expect(load).not.toHaveBeenCalled()
})

test('a client-only block loads its component when it nears the viewport, and shows it in place', async () => {
  const comeIntoView = stubIntersectionObserver()
  const load = vi.fn(() => Promise.resolve(Full))
  const block = noteBlock(clientOnly({ load, fallback: () => Promise.resolve(Fallback) }))
  await block.preload()
  render(block.render(note))
  expect(screen.getByText('fallback: Open 24 h')).toBeTruthy()
  expect(load).not.toHaveBeenCalled()
  await act(async () => {
    comeIntoView()
    await Promise.resolve()
  })
  expect(await screen.findByText('full: Open 24 h')).toBeTruthy()
  expect(screen.queryByText('fallback: Open 24 h')).toBeNull()
})

test('a client-only block whose component fails to load keeps its working fallback', async () => {
  const comeIntoView = stubIntersectionObserver()
  const block = noteBlock(
    clientOnly({
      load: () => Promise.reject(new Error('offline')),
      fallback: () => Promise.resolve(Fallback),
    }),
  )
  await block.preload()
  render(block.render(note))
  await act(async () => {
    comeIntoView()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  expect(screen.getByText('fallback: Open 24 h')).toBeTruthy()
})

// ADR 035: a block that hydrates after the start.

test('a block that hydrates after the start keeps the server markup until its code is here, then hydrates it', async () => {
  const serverBlock = noteBlock(lazy(() => Promise.resolve(Full), { hydration: 'after-start' }))
  expect(serverBlock.hydration).toBe('after-start')
  await serverBlock.preload()
  const tree = (block: typeof serverBlock) => (
    <Suspense fallback={<p>loading</p>}>{block.render(note)}</Suspense>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(tree(serverBlock))
  document.body.append(container)
  const serverParagraph = container.querySelector('p')
  expect(serverParagraph?.textContent).toBe('full: Open 24 h')

  // The browser: its own registry, the code not loaded before hydration.
  let deliver: (component: typeof Full) => void = () => undefined
  const browserBlock = noteBlock(
    lazy(() => new Promise<typeof Full>((resolve) => (deliver = resolve)), { hydration: 'after-start' }),
  )
  const recoverable = vi.fn()
  await act(async () => {
    hydrateRoot(container, tree(browserBlock), { onRecoverableError: recoverable })
    await Promise.resolve()
  })
  // Hydrated without it: the server's paragraph is still there, the same node, no fallback shown.
  expect(container.querySelector('p')).toBe(serverParagraph)
  expect(container.textContent).toBe('full: Open 24 h')
  await act(async () => {
    deliver(Full)
    await Promise.resolve()
  })
  expect(container.querySelector('p')).toBe(serverParagraph)
  expect(recoverable).not.toHaveBeenCalled()
  container.remove()
})

test('a block that hydrates after the start and whose code fails to load keeps the server markup', async () => {
  vi.useFakeTimers()
  try {
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    const block = noteBlock(lazy(load, { hydration: 'after-start' }))
    const container = document.createElement('div')
    container.innerHTML = '<!--$--><p>full: Open 24 h</p><!--/$-->'
    document.body.append(container)
    const serverParagraph = container.querySelector('p')
    const caught = vi.fn()
    await act(async () => {
      hydrateRoot(container, <Suspense fallback={<p>loading</p>}>{block.render(note)}</Suspense>, {
        onCaughtError: caught,
        onRecoverableError: caught,
      })
      await Promise.resolve()
    })
    expect(load).toHaveBeenCalledTimes(1)
    // One more try after a pause; failing again, the block stays as the server rendered it.
    await act(async () => vi.advanceTimersByTimeAsync(3000))
    expect(load).toHaveBeenCalledTimes(2)
    expect(container.querySelector('p')).toBe(serverParagraph)
    expect(container.textContent).toBe('full: Open 24 h')
    expect(caught).not.toHaveBeenCalled()
    container.remove()
  } finally {
    vi.useRealTimers()
  }
})
