import { useContext, useSyncExternalStore } from 'react'
import { RenderedAtContext } from './page-clock.tsx'

const minute = 60_000

const currentMinute = () => Math.floor(Date.now() / minute) * minute

const listeners = new Set<() => void>()
let ticker: ReturnType<typeof setInterval> | undefined

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // One timer for the whole page; a snapshot only changes when the minute does, so a render per minute.
  ticker ??= setInterval(() => {
    for (const notify of listeners) notify()
  }, 15_000)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && ticker !== undefined) {
      clearInterval(ticker)
      ticker = undefined
    }
  }
}

/** Now, to the minute: the page's rendering minute on the server and while hydrating, then the live one. */
export function usePageNow(): number {
  const renderedAt = useContext(RenderedAtContext)
  return useSyncExternalStore(subscribe, currentMinute, () => renderedAt ?? currentMinute())
}
