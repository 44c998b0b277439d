// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react'
import { Suspense, use } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { useHydrated, useStartedAfterHydration } from './use-hydrated.ts'

afterEach(() => {
  document.body.replaceChildren()
})

function Flags() {
  const hydrated = useHydrated()
  const started = useStartedAfterHydration()
  return (
    <p>
      hydrated {String(hydrated)}, started {String(started)}
    </p>
  )
}

/** Never arrives: a part that suspends once it is started. */
const never = new Promise<never>(() => undefined)
function Suspending() {
  return use(never)
}

/**
 * What a part started after hydration mounts, as the login provider and the consent host do: something
 * that suspends, in a boundary of its own that shows nothing, beside the page's markup.
 */
function StartsSomething() {
  const started = useStartedAfterHydration()
  return (
    <Suspense fallback={<p>fallback</p>}>
      <p>server markup</p>
      {started && (
        <Suspense fallback={null}>
          <Suspending />
        </Suspense>
      )}
    </Suspense>
  )
}

function serverMarkup(element: React.ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  return container
}

test('both are false on the server and while hydrating, and true once the page has hydrated', async () => {
  const container = serverMarkup(<Flags />)
  expect(container.textContent).toBe('hydrated false, started false')
  const recoverable = vi.fn()
  await act(async () => {
    hydrateRoot(container, <Flags />, { onRecoverableError: recoverable })
    await Promise.resolve()
  })
  // Started in a task of its own, not in the one that ran the hydration's effects (issue 17).
  expect(container.textContent).toBe('hydrated true, started false')
  await waitFor(() => expect(container.textContent).toBe('hydrated true, started true'))
  // The first browser render matched the server's markup.
  expect(recoverable).not.toHaveBeenCalled()
})

test('what a started part mounts suspends in its own boundary: the markup already on the screen stays', async () => {
  const container = serverMarkup(<StartsSomething />)
  const serverParagraph = container.querySelector('p')
  await act(async () => {
    hydrateRoot(container, <StartsSomething />)
    await Promise.resolve()
  })
  expect(container.textContent).toBe('server markup')
  expect(container.querySelector('p')).toBe(serverParagraph)
})

test('a part mounted after hydration starts too, one render later', async () => {
  const container = document.createElement('div')
  document.body.append(container)
  const seen: string[] = []
  function Recorder() {
    const started = useStartedAfterHydration()
    seen.push(String(started))
    return <p>started {String(started)}</p>
  }
  await act(async () => {
    createRoot(container).render(<Recorder />)
    await Promise.resolve()
  })
  await waitFor(() => expect(container.textContent).toBe('started true'))
  expect(seen[0]).toBe('false')
})

/** A message-channel turn: what `inATaskOfItsOwn` waits for, so a test can step task by task. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

function Loaded({ load }: { load: () => Promise<unknown> }) {
  const started = useStartedAfterHydration(load)
  return <p>started {String(started)}</p>
}

test('with its code to load, a part starts only in a task after the one that loaded it', async () => {
  const container = document.createElement('div')
  document.body.append(container)
  const events: string[] = []
  let finishLoading = () => {}
  const load = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        events.push('load called')
        finishLoading = () => {
          events.push('loaded')
          resolve()
        }
      }),
  )
  await act(async () => {
    createRoot(container).render(<Loaded load={load} />)
    await Promise.resolve()
  })
  expect(load).not.toHaveBeenCalled()
  await act(async () => {
    await nextTask()
  })
  expect(events).toEqual(['load called'])
  await act(async () => {
    finishLoading()
    await Promise.resolve()
  })
  // Loaded, but not started in the same task: the module's evaluation and the first render are apart.
  expect(container.textContent).toBe('started false')
  await waitFor(() => expect(container.textContent).toBe('started true'))
  expect(load).toHaveBeenCalledTimes(1)
})

test('a part whose code fails to load starts anyway; one unmounted before its turn never loads', async () => {
  const failing = document.createElement('div')
  document.body.append(failing)
  await act(async () => {
    createRoot(failing).render(<Loaded load={() => Promise.reject(new Error('offline'))} />)
    await Promise.resolve()
  })
  await waitFor(() => expect(failing.textContent).toBe('started true'))

  const gone = document.createElement('div')
  document.body.append(gone)
  const load = vi.fn(() => Promise.resolve())
  const root = createRoot(gone)
  await act(async () => {
    root.render(<Loaded load={load} />)
    await Promise.resolve()
  })
  act(() => root.unmount())
  await nextTask()
  await nextTask()
  expect(load).not.toHaveBeenCalled()
})
