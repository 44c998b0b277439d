import { policyPath } from '#i18n/policy-paths.ts'
import { useHref, useLocale } from '../locale-context.tsx'
import { Trans } from '../trans.tsx'

/**
 * The text of a form's consent checkbox (issue 16, spec §5 consent checkbox): one sentence with the link
 * to the privacy policy inside it, translated whole (`form.privacyConsent`). Put it in the checkbox's
 * `<label>`; the link opens the policy in a new tab so what the visitor typed stays on the form.
 */
export function PrivacyConsentText() {
  const locale = useLocale()
  const href = useHref()
  return (
    <Trans
      messageKey="form.privacyConsent"
      elements={{
        privacyLink: <a href={href(policyPath('privacyPolicy', locale))} target="_blank" rel="noopener" />,
      }}
    />
  )
}
