/**
 * The loading indicator of a client-side navigation: a thin bar at the top of the viewport, announced to
 * assistive technology as an indeterminate `progressbar` while the main landmark is `aria-busy`.
 *
 * It appears only after `delayMs` (spec §9: a 100 ms wait precedes route resolve), so a fast navigation
 * never flashes it, and it is removed as soon as the page has loaded. Plain DOM rather than React: the
 * router's transition hooks run outside the page's React tree, and the bar must not re-render the page.
 */
export interface NavigationProgress {
  /** A navigation began; idempotent while one is under way (a navigation may supersede another). */
  start(): void
  /** The page has loaded (or failed): hide the bar, or never show it. */
  done(): void
  /** Whether the bar is on the page. */
  isVisible(): boolean
}

export interface NavigationProgressOptions {
  /** The bar's accessible name, read when it appears, in the language of the page being left. */
  label: () => string
  delayMs?: number
  document?: Document
}

export const navigationProgressDelayMs = 100

export function createNavigationProgress({
  label,
  delayMs = navigationProgressDelayMs,
  document: doc = document,
}: NavigationProgressOptions): NavigationProgress {
  let timer: ReturnType<typeof setTimeout> | undefined
  let bar: HTMLElement | null = null

  const show = () => {
    timer = undefined
    bar = doc.createElement('div')
    bar.className = 'navigation-progress'
    bar.setAttribute('role', 'progressbar')
    bar.setAttribute('aria-label', label())
    // No aria-valuenow: how long a page takes is unknown, so the bar is indeterminate.
    bar.append(Object.assign(doc.createElement('div'), { className: 'navigation-progress__bar' }))
    doc.body.append(bar)
  }

  return {
    start() {
      if (timer !== undefined || bar !== null) return
      doc.getElementById('main')?.setAttribute('aria-busy', 'true')
      timer = setTimeout(show, delayMs)
    },
    done() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      bar?.remove()
      bar = null
      doc.getElementById('main')?.removeAttribute('aria-busy')
    },
    isVisible: () => bar !== null,
  }
}
