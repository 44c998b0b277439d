import { useEffect, useState } from 'react'
import { HttpError } from '#http/http-client.ts'
import { useAuth } from '../auth/auth-provider.tsx'
import { useLocale } from '../locale-context.tsx'
import { useT } from '../translation.tsx'
import { loadAccount } from './account-calls.ts'
import { AccountView, type AccountData } from './account-view.tsx'

type Loaded = { kind: 'loading' } | { kind: 'loaded'; data: AccountData } | { kind: 'failed' }

/**
 * The logged-in customer's account (issue 16), loaded with its calls and schemas in a chunk of its own:
 * profile, cards and orders for the session. A 401 means the session ended meanwhile; the login machine
 * is asked to load the customer again, finds the same and logs out, and the page follows it.
 */
export function AccountRuntime() {
  const t = useT()
  const locale = useLocale()
  const { view, send } = useAuth()
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    loadAccount({ locale, signal: controller.signal }).then(
      (data) => setLoaded({ kind: 'loaded', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        if (error instanceof HttpError && error.status === 401) send({ type: 'LOAD_CUSTOMER' })
        setLoaded({ kind: 'failed' })
      },
    )
    return () => controller.abort()
  }, [locale, send, attempt])

  if (loaded.kind === 'loading') {
    return (
      <p role="status" className="account-page__loading">
        {t('account.loading')}
      </p>
    )
  }
  if (loaded.kind === 'failed') {
    return (
      <div role="alert" className="account-page__failed">
        <p>{t('account.loadFailed')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setLoaded({ kind: 'loading' })
            setAttempt((count) => count + 1)
          }}
        >
          {t('account.retry')}
        </button>
      </div>
    )
  }
  return <AccountView data={loaded.data} loggingOut={view.busy} onLogout={() => send({ type: 'LOGOUT' })} />
}
