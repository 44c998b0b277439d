// https://vike.dev/headHtmlBegin
//
// vike-react's document writes `<meta charset>` and then this setting.
//
// First the page's first script (http/page-first-script.ts), which among other things hides the server's
// consent question from a visitor who has chosen before: before the stylesheets, since an inline script
// after a stylesheet waits for it, and in the head, so it runs before the body it affects is painted. A personal answer's scripts run
// by its nonce (ADR 015), so this one carries it there; on a page a shared cache may keep, the
// Content-Security-Policy admits it by its hash.
//
// Then Vike's placeholder for its stylesheet links. Vike puts them there when the HTML has it, otherwise
// straight after `<head>`, before the charset: sixteen links pushed it past the first 1024 bytes, where
// HTML requires it so the parser need not guess the encoding (the Nu HTML Checker's error on every page;
// pages/html-validity.integration.test.ts). The placeholder is Vike's own (injectAtPlaceholder in vike's
// injectHtmlTags.js), used verbatim.
import type { PageContextServer } from 'vike/types'
import { pageFirstScript } from '#http/page-first-script.ts'

const vikeStylesheets = '__VITE_PLUGIN_SSR__ASSETS_FIRST__'
const sharedAnswerScript = `<script>${pageFirstScript}</script>${vikeStylesheets}`

export function headHtmlBegin(pageContext: PageContextServer): string {
  const nonce = pageContext.cspNonce
  if (nonce === null) return sharedAnswerScript
  return `<script nonce="${nonce}">${pageFirstScript}</script>${vikeStylesheets}`
}
