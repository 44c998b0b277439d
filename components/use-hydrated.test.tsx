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
