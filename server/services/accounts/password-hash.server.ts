import { randomBytes } from 'node:crypto'
import { hash, verify, type Options } from '@node-rs/argon2'

/**
 * ADR 028: Argon2id with OWASP's first recommended setting (Password Storage Cheat Sheet): 19 MiB of
 * memory, 2 passes, 1 lane. The hash is kept in PHC form, which carries its own parameters and salt, so a
 * later, stronger setting still verifies every older hash. The variant is the library's default,
 * Argon2id (its `Algorithm` is a const enum the build cannot import); the tests check the hashes say so.
 */
export const passwordHashOptions = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options

/** No password a person types is longer; a longer one is refused before any hashing work is spent on it. */
export const maxPasswordLength = 1024

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions)
}

/** A hash of a random password nobody knows, made once per process: what an unknown e-mail is checked against. */
let dummyHash: Promise<string> | undefined

/**
 * Whether `password` is the one `storedHash` was made from. Without a stored hash (an unknown e-mail, a
 * customer without a password) the same work is done against a dummy hash and the answer is false, so
 * the time an answer takes does not tell which e-mail addresses have an account. A stored value that is
 * no hash of ours is a wrong password, never an error the visitor could tell apart.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (password.length > maxPasswordLength) return false
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'))
  const against = storedHash ?? (await dummyHash)
  let matches: boolean
  try {
    matches = await verify(against, password)
  } catch {
    matches = false
  }
  return storedHash !== null && matches
}
