import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { useT } from './translation.tsx'
import { useFocusCarriedOver } from './use-focus-carried-over.ts'
import { useHydrated } from './use-hydrated.ts'
import { useElementId } from './element-id.tsx'

export interface MobileMenuProps {
  /** The page's path: the menu closes when it changes (client-side navigation). */
  currentPath: string
  /** The navigation and the language switcher: a horizontal bar on desktop, the panel's content on mobile. */
  children: ReactNode
}

/** Put on <body> while the panel is open; the stylesheet stops the page behind from scrolling. */
export const scrollLockClass = 'site-menu-open'

/**
 * spec §4 mobile menu: open or closed. Below the desktop breakpoint (spec §9: 992 px) a menu button
 * opens a panel with the whole tree; from 992 px up the stylesheet hides the button and shows the panel
 * as the header's bar. Opening moves focus into the panel, Escape closes it and gives focus back to the
 * button, following a link closes it, and the page behind does not scroll while it is open.
 *
 * Before hydration the button is a link to the panel, which the stylesheet shows as the `:target`, so
 * the menu works without JavaScript too, and a menu opened so stays open once the page has hydrated;
 * the focus on the link is on the button afterwards.
 */
export function MobileMenu({ currentPath, children }: MobileMenuProps) {
  const t = useT()
  const hydrated = useHydrated()
  const panelId = useElementId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [focusFromLink, focusToButton] = useFocusCarriedOver(buttonRef)
  const panelRef = useRef<HTMLDivElement>(null)
  // Open "at" a path: a navigation changes the path, and the menu is closed on the new page without an
  // effect having to notice.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === currentPath

  // A menu opened before hydration is the panel shown as the page's `:target` (its no-script form).
  // Enhanced, the panel shows only when open, so it opens here, before the browser paints: the visitor's
  // tap is kept, not undone as the page hydrates.
  useLayoutEffect(() => {
    if (hydrated && panelRef.current?.matches(':target') === true) setOpenAt(currentPath)
  }, [hydrated, currentPath])

  useEffect(() => {
    if (!open) return
    document.body.classList.add(scrollLockClass)
    panelRef.current
      ?.querySelector<HTMLElement>('a[href], input:not([disabled]), button:not([disabled])')
      ?.focus()
    return () => document.body.classList.remove(scrollLockClass)
  }, [open])

  const close = (returnFocus: boolean) => {
    setOpenAt(null)
    if (returnFocus) buttonRef.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close(true)
  }
  // Following a link leaves the page (or, with client routing, replaces it): the panel closes either way.
  const onPanelClick = (event: MouseEvent) => {
    if (open && event.target instanceof Element && event.target.closest('a[href]') !== null) close(false)
  }

  return (
    <div className="mobile-menu" onKeyDown={onKeyDown}>
      {hydrated ? (
        <button
          ref={focusToButton}
          type="button"
          className="mobile-menu__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpenAt(open ? null : currentPath)}
        >
          <span className="mobile-menu__icon" aria-hidden="true" />
          {t('nav.menu')}
        </button>
      ) : (
        <a ref={focusFromLink} className="mobile-menu__button" href={`#${panelId}`}>
          <span className="mobile-menu__icon" aria-hidden="true" />
          {t('nav.menu')}
        </a>
      )}
      {/* A wrapper of the landmarks inside it; its click handler only notices links being followed. */}
      <div
        ref={panelRef}
        id={panelId}
        className="mobile-menu__panel"
        data-open={open ? '' : undefined}
        data-enhanced={hydrated ? '' : undefined}
        onClick={onPanelClick}
      >
        {children}
      </div>
    </div>
  )
}
