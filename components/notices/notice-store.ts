import type { MessageKey } from '#i18n/message-key.ts'

/**
 * The site's one notification system (issue 14): success, error and info notices, shown by
 * `NoticesHost` in the page's live regions. A plain store with no XState and no Zod: the host is in every
 * page's start bundle, and anything (the cart machine, a form, a failed call, spec §8) can post to it.
 */

export type NoticeKind = 'success' | 'error' | 'info'

export interface Notice {
  kind: NoticeKind
  /** A message key, translated where it is shown; never inline text. */
  messageKey: MessageKey
  /** `{{placeholders}}` of the message. */
  values?: Record<string, string | number>
}

export interface ShownNotice extends Notice {
  id: number
}

export interface NoticeStore {
  /** Shows a notice and returns its id. Throws on an empty message (spec §5). */
  show: (notice: Notice) => number
  dismiss: (id: number) => void
  subscribe: (listener: () => void) => () => void
  /** The notices shown now, oldest first; the same array until they change. */
  getSnapshot: () => readonly ShownNotice[]
}

/** More at once is noise: the oldest make way (a screen reader has read them already). */
export const maxShownNotices = 4

const none: readonly ShownNotice[] = []

export function createNoticeStore(): NoticeStore {
  let shown = none
  let nextId = 1
  const listeners = new Set<() => void>()
  const update = (next: readonly ShownNotice[]) => {
    shown = next
    for (const listener of listeners) listener()
  }
  return {
    show(notice) {
      // spec §5: a notification message must be non-empty. An empty one is a mistake in the caller, so it
      // fails loudly where it is made instead of showing an empty box or announcing silence.
      if (notice.messageKey.trim() === '') throw new RangeError('A notice needs a message (spec §5)')
      const id = nextId++
      update([...shown, { ...notice, id }].slice(-maxShownNotices))
      return id
    },
    dismiss(id) {
      if (shown.some((notice) => notice.id === id)) update(shown.filter((notice) => notice.id !== id))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => shown,
  }
}

/** The page's notices. Posted to from the browser only (event handlers, machines, effects). */
export const notices = createNoticeStore()

/** Shows a notice on the page (see `NoticeStore.show`). */
export function showNotice(notice: Notice): number {
  return notices.show(notice)
}
