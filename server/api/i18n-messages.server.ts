import { Hono, type Context } from 'hono'
import { etag } from 'hono/etag'
import { z } from 'zod'
import { setMessageOverrides } from '#i18n/i18n.ts'
import type { MessageOverrides } from '#i18n/messages.ts'
import { locales, type Locale } from '#schemas/locale.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import type { Logger } from '#server/logger.server.ts'
import { loadMessageOverrides } from '#server/services/messages/message-overrides.server.ts'
import { ApiError, respondWithApiError } from './api-error.server.ts'

/**
 * Editors' texts change rarely and are the same for everyone: shared caches and browsers may keep them a
 * few minutes. A page's own texts travel with the page (pageContext), so a stale copy here never mixes
 * into a rendered page.
 */
export const messagesCacheControl = 'public, max-age=300, stale-while-revalidate=3600'

const dscPath = '/service/i18n/locales/dsc/:file'
const localePath = '/service/i18n/locales/:file'

/** `{locale}.json`: the locale parsed from the last path segment. */
const fileSchema = z
  .string()
  .transform((file) => /^(.+)\.json$/.exec(file)?.[1] ?? '')
  .pipe(z.enum(locales))

function readLocale(c: Context<AppEnv>): Locale {
  const parsed = fileSchema.safeParse(c.req.param('file'))
  if (parsed.success) return parsed.data
  throw new ApiError(
    404,
    `No messages for that locale. Use one of ${locales.map((l) => `${l}.json`).join(', ')}.`,
  )
}

/**
 * `GET /service/i18n/locales/dsc/{locale}.json` and `GET /service/i18n/locales/{locale}.json` (DESIGN
 * §1, spec §7): the editors' overrides of the bundled messages, one JSON object of nested texts each. A
 * locale without overrides answers `{}`; an unknown locale 404 in the error envelope. Other methods are
 * answered by server/api/endpoints.server.ts (405 with `Allow`).
 */
export function messageOverrideRoutes(overrides: Readonly<Record<Locale, MessageOverrides>>) {
  const routes = new Hono<AppEnv>()

  // Errors are answered here, so the routes keep their envelope also when mounted without the app.
  routes.onError((error, c) => {
    if (error instanceof ApiError) return respondWithApiError(c, error)
    throw error
  })

  routes.use('/service/i18n/locales/*', etag())
  routes.get(dscPath, (c) => {
    c.header('Cache-Control', messagesCacheControl)
    return c.json(overrides[readLocale(c)].dsc)
  })
  routes.get(localePath, (c) => {
    c.header('Cache-Control', messagesCacheControl)
    return c.json(overrides[readLocale(c)].locale)
  })
  return routes
}

/**
 * Loads the editors' overrides from `{contentDir}/i18n/` at boot, puts them into effect for server
 * rendering (the same texts the browser gets through `pageContext.messageOverrides`, so hydration
 * agrees), and serves them. Overrides that cannot take effect are logged once and left out; a file that
 * is not valid stops the start (`MessageOverridesError`).
 */
export function i18nMessageRoutes({ contentDir, logger }: { contentDir: string; logger: Logger }) {
  const { overrides, warnings } = loadMessageOverrides(contentDir)
  for (const warning of warnings) logger.warn({ problem: warning }, 'message override left out')
  for (const locale of locales) setMessageOverrides(locale, overrides[locale])
  return messageOverrideRoutes(overrides)
}
