import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'

/** 32 random bytes, base64url: 43 characters. Anything else in the cookie is not one of our tokens. */
export const sessionTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * What the database keeps instead of the token. A plain SHA-256 is enough, and a slow password hash is
 * not needed: the token is 256 random bits, so there is nothing to guess from a leaked hash.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
