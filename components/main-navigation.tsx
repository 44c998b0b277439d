import { useEffect, useRef, useState, type KeyboardEvent, type FocusEvent } from 'react'
import type { NavigationNode } from '#schemas/layout.ts'
import { ChromeLink } from './chrome-link.tsx'
import { isSamePath } from './layout-view.ts'
import { useT } from './translation.tsx'
import { earlyPressMark, useEarlyPress } from './use-early-press.ts'
import { useElementId } from './element-id.tsx'

export interface MainNavigationProps {
  /** The tree as shown (hidden nodes already left out, see `shownNavigation`). */
  tree: readonly NavigationNode[]
  /** The page's site path without locale prefix, to mark the current page. */
  currentPath: string
}

/**
 * spec §2.5 navigation tree. A top-level item with children is a link plus a disclosure button that
 * opens its submenu (the WAI-ARIA disclosure navigation pattern): the link works without JavaScript,
 * the button opens the list, Escape closes it and gives focus back to the button. One submenu is open
 * at a time. Inside the mobile panel the stylesheet shows every submenu, so the whole tree is there.
 * A button pressed before the header hydrated opens its submenu as it does (ADR 044); without
 * JavaScript the stylesheet opens a submenu while the pointer is on its item or the focus in it.
 */
export function MainNavigation({ tree, currentPath }: MainNavigationProps) {
  const t = useT()
  const [openId, setOpenId] = useState<string | null>(null)
  return (
    <nav className="main-nav" aria-label={t('nav.main')}>
      <ul className="main-nav__list">
        {tree.map((node) =>
          node.children.length === 0 ? (
            <li key={node.id} className="main-nav__item">
              <NavLink node={node} currentPath={currentPath} className="main-nav__link" />
            </li>
          ) : (
            <DisclosureItem
              key={node.id}
              node={node}
              currentPath={currentPath}
              open={openId === node.id}
              onOpenChange={(open) => setOpenId(open ? node.id : null)}
            />
          ),
        )}
      </ul>
    </nav>
  )
}

function DisclosureItem({
  node,
  currentPath,
  open,
  onOpenChange,
}: {
  node: NavigationNode
  currentPath: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const submenuId = useElementId()
  const itemRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const earlyPressRef = useEarlyPress(() => onOpenChange(true), buttonRef)
  const containsCurrent = node.children.some((child) => containsPath(child, currentPath))

  // A click anywhere outside the item closes its submenu, as a menu is expected to behave.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && itemRef.current?.contains(event.target) !== true)
        onOpenChange(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, onOpenChange])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    onOpenChange(false)
    buttonRef.current?.focus()
  }
  // Tabbing past the last submenu link leaves the item: the submenu closes behind it.
  const onBlur = (event: FocusEvent) => {
    if (open && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
      onOpenChange(false)
    }
  }

  return (
    <li
      ref={itemRef}
      className={`main-nav__item main-nav__item--parent${containsCurrent ? ' main-nav__item--current' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <NavLink node={node} currentPath={currentPath} className="main-nav__link" />
      <button
        ref={earlyPressRef}
        {...earlyPressMark}
        type="button"
        className="main-nav__toggle"
        aria-expanded={open}
        aria-controls={submenuId}
        aria-label={t('nav.submenu', { item: node.text })}
        onClick={() => onOpenChange(!open)}
      >
        <span className="main-nav__chevron" aria-hidden="true" />
      </button>
      <ul id={submenuId} className="main-nav__submenu" data-open={open ? '' : undefined}>
        {node.children.map((child) => (
          <SubmenuItem key={child.id} node={child} currentPath={currentPath} />
        ))}
      </ul>
    </li>
  )
}

function SubmenuItem({ node, currentPath }: { node: NavigationNode; currentPath: string }) {
  return (
    <li className="main-nav__subitem">
      <NavLink node={node} currentPath={currentPath} className="main-nav__sublink" />
      {node.children.length > 0 && (
        <ul className="main-nav__nested">
          {node.children.map((child) => (
            <SubmenuItem key={child.id} node={child} currentPath={currentPath} />
          ))}
        </ul>
      )}
    </li>
  )
}

function NavLink({
  node,
  currentPath,
  className,
}: {
  node: NavigationNode
  currentPath: string
  className: string
}) {
  const current = isSamePath(node.url, currentPath)
  return (
    <ChromeLink url={node.url} className={className} aria-current={current ? 'page' : undefined}>
      {node.text}
    </ChromeLink>
  )
}

function containsPath(node: NavigationNode, currentPath: string): boolean {
  return isSamePath(node.url, currentPath) || node.children.some((child) => containsPath(child, currentPath))
}
