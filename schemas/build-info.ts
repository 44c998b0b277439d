import { z } from 'zod/mini'

/**
 * spec §4 "Build updates", DESIGN §1 `GET /builds/latest.json`: the client build the server serves. The
 * server parses the file the build wrote (scripts/build/build-id.ts) with it, and the browser its
 * answer to a poll, hence zod/mini (ADR 018).
 */
export const buildInfoSchema = z.object({
  /** A digest of the build's file names (scripts/build/build-id.ts); `development` under `vike dev`. */
  buildId: z.string().check(z.minLength(1), z.maxLength(100)),
  /** When the build ran (ISO 8601, UTC). */
  builtAt: z.iso.datetime(),
})

/** Where the build writes it: beside `client/` in `dist/` (scripts/build/build-id.ts), not served as a file. */
export const buildInfoFileName = 'build.json'

export type BuildInfo = z.infer<typeof buildInfoSchema>
