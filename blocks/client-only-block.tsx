import { useEffect, useRef, useState, type ComponentType } from 'react'

/** How far before the viewport a client-only block starts loading, so it is ready when it scrolls in. */
const loadAheadMargin = '400px 0px'

export interface ClientOnlyBlockProps<Props> {
  props: Props
  /** What the server renders, and the browser shows until the component is there (or if it fails). */
  Fallback: ComponentType<Props>
  load: () => Promise<ComponentType<Props>>
}

/**
 * A block the browser renders (ADR 017: client-only with a server-rendered fallback, e.g. a map). The
 * server and the first browser render show the fallback, so hydration matches; once the block nears the
 * viewport its component is loaded and takes the fallback's place. A component that fails to load
 * leaves the fallback, which works on its own.
 */
export function ClientOnlyBlock<Props extends object>({
  props,
  Fallback,
  load,
}: ClientOnlyBlockProps<Props>) {
  const box = useRef<HTMLDivElement>(null)
  const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null)
  useEffect(() => {
    const element = box.current
    if (element === null) return
    let active = true
    const start = () => {
      load().then(
        (component) => {
          if (active) setLoaded(() => component)
        },
        () => {
          // The fallback stays: it is a complete, server-rendered form of the block.
        },
      )
    }
    if (typeof IntersectionObserver === 'undefined') {
      start()
      return () => {
        active = false
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        start()
      },
      { rootMargin: loadAheadMargin },
    )
    observer.observe(element)
    return () => {
      active = false
      observer.disconnect()
    }
  }, [load])
  return (
    <div ref={box} className="client-only-block" data-client-rendered={Loaded === null ? undefined : ''}>
      {Loaded === null ? <Fallback {...props} /> : <Loaded {...props} />}
    </div>
  )
}
