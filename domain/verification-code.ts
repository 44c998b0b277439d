/**
 * The prefix of every station code (spec §5 "brand prefix"): codes are written `AUR-1042`. The brand's
 * short form, not `brand.prefix` (`aurora`), because it is what is printed on the station and on receipts.
 */
export const stationCodePrefix = 'AUR'

/**
 * spec §5 station verification code: remove spaces, add the brand prefix plus a hyphen unless the code
 * already starts with that prefix followed by digits (case-insensitive), then upper-case.
 *
 * A hyphen between the prefix and the digits is optional in what people type and always there in the
 * result, because the catalogue writes codes `AUR-1042` (schemas/station.ts): `aur 123`, `AUR123`,
 * `123` and `AUR-123` are all `AUR-123`. Nothing typed (only spaces) stays empty: there is no code to
 * verify, and a bare `AUR-` would match every code by prefix.
 */
export function normalizeVerificationCode(input: string, prefix: string = stationCodePrefix): string {
  const compact = input.replace(/\s+/g, '')
  if (compact === '') return ''
  const upper = compact.toUpperCase()
  const withPrefix = new RegExp(`^${escapeRegExp(prefix.toUpperCase())}-?(\\d.*)$`).exec(upper)
  if (withPrefix !== null) return `${prefix.toUpperCase()}-${withPrefix[1] ?? ''}`
  return `${prefix.toUpperCase()}-${upper}`
}

/** True when a normalized code is the prefix, a hyphen and digits only, the form every station has. */
export function isStationCode(code: string, prefix: string = stationCodePrefix): boolean {
  return new RegExp(`^${escapeRegExp(prefix.toUpperCase())}-\\d+$`).test(code)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
