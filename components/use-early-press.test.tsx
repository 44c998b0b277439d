// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { runEarlyPressListener } from '#tests/fixtures/early-press.ts'
import { earlyPressMark, useEarlyPress } from './use-early-press.ts'

afterEach(() => {
  document.body.replaceChildren()
})

function Counter({ onEarlyPress }: { onEarlyPress: () => void }) {
  const [count, setCount] = useState(0)
  const add = () => setCount((value) => value + 1)
  const earlyPressRef = useEarlyPress<HTMLButtonElement>(() => {
    onEarlyPress()
    add()
  })
  return (
    <>
      <button ref={earlyPressRef} {...earlyPressMark} type="button" onClick={add}>
        Add
      </button>
      <button type="button">Plain</button>
      <output>{count}</output>
    </>
  )
}

function serverRendered(onEarlyPress: () => void) {
  const element = <Counter onEarlyPress={onEarlyPress} />
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  const recoverable = vi.fn()
  const hydrate = () =>
    act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recoverable })
      await Promise.resolve()
    })
  const button = (name: string) => {
    const found = [...container.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === name,
    )
    if (found === undefined) throw new Error(`no button ${name}`)
    return found
  }
  const count = () => container.querySelector('output')?.textContent
  return { container, hydrate, button, count, recoverable }
}

test('a press before hydration is done as the button hydrates, once however often it was pressed', async () => {
  onTestFinished(runEarlyPressListener())
  const onEarlyPress = vi.fn()
  const page = serverRendered(onEarlyPress)
  // The server's button carries the mark the page's first script listens for.
  expect(page.button('Add').hasAttribute('data-early-press')).toBe(true)
  page.button('Add').click()
  page.button('Add').click()
  expect(page.count()).toBe('0')

  await page.hydrate()
  expect(onEarlyPress).toHaveBeenCalledTimes(1)
  expect(page.count()).toBe('1')
  expect(page.recoverable).not.toHaveBeenCalled()

  // Hydrated, a press is the button's own, and the page's first script's listener leaves it alone.
  act(() => page.button('Add').click())
  expect(page.count()).toBe('2')
  expect(onEarlyPress).toHaveBeenCalledTimes(1)
})

test('nothing pressed, or only a button without the mark: nothing is done as the page hydrates', async () => {
  onTestFinished(runEarlyPressListener())
  const onEarlyPress = vi.fn()
  const page = serverRendered(onEarlyPress)
  page.button('Plain').click()
  await page.hydrate()
  expect(onEarlyPress).not.toHaveBeenCalled()
  expect(page.count()).toBe('0')
})

test('a page without the first script (no presses noted) hydrates as before', async () => {
  const onEarlyPress = vi.fn()
  const page = serverRendered(onEarlyPress)
  page.button('Add').click()
  await page.hydrate()
  expect(onEarlyPress).not.toHaveBeenCalled()
  act(() => page.button('Add').click())
  expect(page.count()).toBe('1')
})
