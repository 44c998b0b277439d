import type { LinkContext } from '#i18n/link-context.ts'

/**
 * The scheme the visitor used. Behind a TLS-terminating load balancer it arrives in X-Forwarded-Proto
 * (its first value). HSTS, Secure cookies and absolute URLs all ask this one question.
 */
export function requestProtocol(url: URL, forwardedProto: string | undefined): LinkContext['protocol'] {
  if (url.protocol === 'https:') return 'https:'
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https' ? 'https:' : 'http:'
}
