// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
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
  expect(renderToString(block.render(note))).toBe('<p>full: <!-- -->Open 24 h</p>')
})

test('a lazy block loads its code only when asked, then renders synchronously on the server', async () => {
  const load = vi.fn(() => Promise.resolve(Full))
  const block = noteBlock(lazy(load))
  expect(block.loading).toBe('lazy')
  expect(load).not.toHaveBeenCalled()
  await block.preload()
  expect(load).toHaveBeenCalledTimes(1)
  expect(renderToString(block.render(note))).toBe('<p>full: <!-- -->Open 24 h</p>')
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
  expect(renderToString(block.render(note))).toContain('<p>fallback: <!-- -->Open 24 h</p>')
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
