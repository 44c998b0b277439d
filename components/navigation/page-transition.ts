/**
 * The out-in page transition of spec §2.1: on a client-side navigation the old page fades out, the new
 * page renders while it is invisible, then fades in. The fade-out runs while the next page loads, so it
 * adds time only to navigations faster than itself. Under `prefers-reduced-motion: reduce` nothing
 * fades: the new page simply replaces the old one.
 *
 * The styles are in pages/navigation.css: the class on <html> hides `#main`, its transition animates it.
 */
export const leavingClass = 'page-leaving'

/** Matches the fade-out duration in pages/navigation.css; the wait never hangs on a missed event. */
export const fadeOutMs = 150

export interface PageTransition {
  /** A navigation began: start fading the old page out. */
  leave(): void
  /** Resolves when the old page is invisible (at once when nothing fades). */
  left(): Promise<void>
  /** The new page is rendered: fade it in. */
  enter(): void
}

export function createPageTransition({
  document: doc = document,
  reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
}: { document?: Document; reducedMotion?: () => boolean } = {}): PageTransition {
  let fadedOut: Promise<void> = Promise.resolve()

  return {
    leave() {
      const main = doc.getElementById('main')
      if (main === null || reducedMotion() || doc.documentElement.classList.contains(leavingClass)) return
      doc.documentElement.classList.add(leavingClass)
      fadedOut = new Promise((resolve) => {
        const finish = () => {
          clearTimeout(timeout)
          main.removeEventListener('transitionend', onEnd)
          resolve()
        }
        const onEnd = (event: Event) => {
          if (event.target === main) finish()
        }
        // transitionend never fires when nothing transitions (styles not loaded, a hidden tab): the
        // timeout is the upper bound.
        const timeout = setTimeout(finish, fadeOutMs + 50)
        main.addEventListener('transitionend', onEnd)
      })
    },
    left: () => fadedOut,
    enter() {
      doc.documentElement.classList.remove(leavingClass)
      fadedOut = Promise.resolve()
    },
  }
}
