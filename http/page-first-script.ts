import { consentKnownScript } from '#domain/consent-prompt.ts'
import { localeChoiceListener } from '#i18n/locale-cookie.ts'
import { earlyPressListener } from './early-press.ts'

/**
 * The inline script at the top of every page's head (pages/+headHtmlBegin.ts). It runs before the body is
 * parsed or painted, and long before the page's modules (ADR 039, ADR 040), so what it does holds from the
 * page's first moment:
 * - it hides the server's consent question from a visitor who has chosen (domain/consent-prompt.ts);
 * - it notes presses on buttons whose code has not started (ADR 044);
 * - it stores the language a visitor chooses in the switcher (ADR 045).
 *
 * One constant text, so a shared answer's policy admits it by its hash
 * (server/middleware/security-headers.server.ts); a personal answer's tag carries the nonce.
 */
export const pageFirstScript = `${consentKnownScript};${earlyPressListener}${localeChoiceListener}`
