// @vitest-environment happy-dom
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { hydrateEveryRootInTransition, hydrateInTransition } from './hydration-in-a-transition.ts'

const itemCount = 24
/** Longer than React's 5 ms slice over the whole list, several times over. */
const renderMilliseconds = 2
let rendered = 0

/** A part that takes long to render, as a page's parts do on a slow phone; counted as it renders. */
function renderSlowly(): void {
  const until = performance.now() + renderMilliseconds
  while (performance.now() < until) {
    // busy, as rendering is
  }
  rendered += 1
}

function SlowItem({ index }: { index: number }) {
  renderSlowly()
  return <li>item {index}</li>
}

function SlowList() {
  return (
    <ul>
      {Array.from({ length: itemCount }, (_, index) => (
        <SlowItem key={index} index={index} />
      ))}
    </ul>
  )
}

beforeAll(() => {
  // These tests watch React's own scheduling, which act() would take over.
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
})

afterEach(() => {
  document.body.replaceChildren()
})

/**
 * Hydrates the server's markup of the slow list and, from other tasks meanwhile, notes how many items
 * had rendered each time one of them ran.
 */
async function itemsSeenFromOtherTasks(hydrate: typeof hydrateRoot): Promise<number[]> {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<SlowList />)
  document.body.append(container)
  rendered = 0
  const seen: number[] = []
  const recoverable = vi.fn()
  hydrate(container, <SlowList />, { onRecoverableError: recoverable })
  await new Promise<void>((resolve) => {
    const look = () => {
      seen.push(rendered)
      if (rendered < itemCount) setTimeout(look, 0)
      else resolve()
    }
    setTimeout(look, 0)
  })
  // Hydrated: what the server rendered is kept as it was.
  expect(recoverable).not.toHaveBeenCalled()
  expect(container.querySelectorAll('li')).toHaveLength(itemCount)
  return seen
}

test('a root hydrated in a transition lets other tasks run between its slices', async () => {
  const seen = await itemsSeenFromOtherTasks(hydrateInTransition(hydrateRoot))
  expect(seen.some((count) => count > 0 && count < itemCount)).toBe(true)
})

test('a root hydrated outside a transition is hydrated in one task', async () => {
  // What the page did before: no other task ever sees the hydration half done.
  const seen = await itemsSeenFromOtherTasks(hydrateRoot)
  expect(seen.every((count) => count === 0 || count === itemCount)).toBe(true)
})

test('the client module’s hydrateRoot is replaced once, however often it is asked', () => {
  const client = { hydrateRoot }
  expect(hydrateEveryRootInTransition(client)).toBe(true)
  const replaced = client.hydrateRoot
  expect(replaced).not.toBe(hydrateRoot)
  expect(hydrateEveryRootInTransition(client)).toBe(true)
  expect(client.hydrateRoot).toBe(replaced)
})

test('exports that cannot be written are left as they are', () => {
  const client = Object.freeze({ hydrateRoot })
  expect(hydrateEveryRootInTransition(client)).toBe(false)
  expect(client.hydrateRoot).toBe(hydrateRoot)
})
