/** spec §5: a tag-manager id is GTM- or G- followed by uppercase letters and digits. */
const tagManagerIdPattern = /^(GTM|G)-[A-Z0-9]+$/

export type TagManagerIdCheck = { valid: true; id: string } | { valid: false; suggestion: string | null }

/**
 * Checks a tag-manager id; when it is wrong but recognisable (lower case, spaces, underscore or a missing
 * hyphen) the answer carries the corrected form so the error message can suggest it (spec §5).
 */
export function checkTagManagerId(value: string): TagManagerIdCheck {
  if (tagManagerIdPattern.test(value)) return { valid: true, id: value }
  const compact = value.trim().toUpperCase().replace(/\s+/g, '').replace(/_/g, '-')
  const repaired = /^(GTM|G)-?([A-Z0-9]+)$/.exec(compact)
  const suggestion = repaired ? `${repaired[1]}-${repaired[2]}` : null
  return { valid: false, suggestion }
}
