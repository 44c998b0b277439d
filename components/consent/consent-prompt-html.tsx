import { renderToStaticMarkup } from 'react-dom/server'
import { catalogueRevision } from '#i18n/catalogues.ts'
import { localizedHref, type LinkContext } from '#i18n/link-context.ts'
import { policyPath } from '#i18n/policy-paths.ts'
import type { Locale } from '#schemas/locale.ts'
import { TranslationProvider, translatorFor } from '../translation.tsx'
import { ConsentDialogContent } from './consent-dialog.tsx'
import { consentPromptId } from './consent-prompt.ts'

/**
 * The server's consent question (consent-prompt.ts) as HTML for the start of the page's body: the dialog's
 * own content (consent-dialog.tsx) in a `<dialog open>`, not modal until the consent code makes the real
 * one, over a backdrop that only dims (it lets clicks through, so a page whose scripts never come is still
 * usable). Made once per locale, policy link and set of texts, not per request.
 */
const made = new Map<string, string>()

export function consentPromptHtml(locale: Locale, linkContext: LinkContext): string {
  const policyHref = localizedHref(linkContext, locale, policyPath('cookiePolicy', locale))
  const key = `${locale} ${policyHref} ${catalogueRevision()}`
  let html = made.get(key)
  if (html === undefined) {
    const ids = {
      title: `${consentPromptId}-title`,
      intro: `${consentPromptId}-intro`,
      categories: consentPromptId,
    }
    html = renderToStaticMarkup(
      <TranslationProvider locale={locale}>
        <div id={consentPromptId} className="consent-prompt">
          <div className="consent-prompt__backdrop" />
          <dialog open className="consent-dialog" aria-labelledby={ids.title} aria-describedby={ids.intro}>
            <ConsentDialogContent
              t={translatorFor(locale)}
              ids={ids}
              policyHref={policyHref}
              onClose={null}
            />
          </dialog>
        </div>
      </TranslationProvider>,
    )
    // Texts change rarely (an editor's overrides); a key of texts no longer in effect is dropped with them.
    if (made.size > 64) made.clear()
    made.set(key, html)
  }
  return html
}
