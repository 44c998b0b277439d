/**
 * The brand the site is built for. Every brand-derived name (headers, storage, theme prefixes) comes
 * from here, so moving to a real brand is one edit (DESIGN intro).
 */
export const brand = {
  name: 'Aurora',
  prefix: 'aurora',
} as const

/** spec §9: the locale and preview header names carry the brand prefix. */
export const localeHeaderName = `${brand.prefix}-locale`
export const previewHeaderName = `${brand.prefix}-preview`
/** DESIGN §1: the auth answer's user-status header. */
export const userStatusHeaderName = `${brand.prefix}-user-status`
/** The visitor's account session cookie (HttpOnly; read by the server only). */
export const sessionCookieName = `${brand.prefix}_session`
