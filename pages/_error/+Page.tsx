import { useConfig } from 'vike-react/useConfig'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { errorStatus, missingPathFromReason, pathnameOf } from '#components/error-status.ts'
import { ErrorView, errorTitleKey } from '#components/error-view.tsx'
import { useT } from '#components/translation.tsx'
import type { Data } from './+data.ts'

// https://vike.dev/error-page — spec §2.4 / §8. The status is the abort's, or the upstream's own status
// when a page or layout call failed (`{ kind: 'upstream', status }`, set by pages/content/+data.ts).
export function Page() {
  const pageContext = usePageContext()
  // Absent when the browser renders the error page itself (an error thrown during client rendering).
  const data = useData<Data | undefined>()
  const t = useT()
  const status = errorStatus(pageContext)
  useConfig()({ title: t(errorTitleKey(status)) })
  return (
    <ErrorView
      status={status}
      requestedPath={pathnameOf(pageContext.urlOriginal)}
      missingPath={missingPathFromReason(pageContext.abortReason)}
      requestId={data?.requestId}
      developmentError={data?.developmentError}
      socialLinks={pageContext.layout?.footer.someLinks ?? []}
      previousPath={pageContext.isClientSide ? pageContext.previousPageContext?.urlPathname : undefined}
    />
  )
}
