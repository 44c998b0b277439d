import { useEffect, useState, useSyncExternalStore } from 'react'
import { useT } from '../translation.tsx'
import { notices as pageNotices, type NoticeStore, type ShownNotice } from './notice-store.ts'
import './notices.css'

/** How long a success notice stays, unless the pointer or focus is on it. */
export const successNoticeMs = 6000

const noNotices = (): readonly ShownNotice[] => []

function NoticeItem({ notice, store }: { notice: ShownNotice; store: NoticeStore }) {
  const t = useT()
  const [held, setHeld] = useState(false)
  const { id, kind } = notice

  useEffect(() => {
    // Errors and infos stay until dismissed; a success says what the visitor can already see.
    if (kind !== 'success' || held) return
    const timer = setTimeout(() => store.dismiss(id), successNoticeMs)
    return () => clearTimeout(timer)
  }, [id, kind, held, store])

  return (
    <div
      className={`notice notice--${kind}`}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className="notice__message">{t(notice.messageKey, notice.values)}</p>
      <button
        type="button"
        className="notice__dismiss"
        aria-label={t('notices.dismiss')}
        onClick={() => store.dismiss(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

/**
 * The page's notices, in two live regions that are always in the document (a region added together with
 * its text is often not announced): successes and infos are polite (`role="status"`), errors assertive
 * (`role="alert"`). Mounted once by the layout; the server renders the empty regions.
 */
export function NoticesHost({ store = pageNotices }: { store?: NoticeStore }) {
  const shown = useSyncExternalStore(store.subscribe, store.getSnapshot, noNotices)
  const polite = shown.filter((notice) => notice.kind !== 'error')
  const assertive = shown.filter((notice) => notice.kind === 'error')
  return (
    <div className="notices">
      <div role="status" aria-live="polite" className="notices__region">
        {polite.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} store={store} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className="notices__region">
        {assertive.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} store={store} />
        ))}
      </div>
    </div>
  )
}
