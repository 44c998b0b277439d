/**
 * The version of each file of `public/` by its URL path (ADR 032): `staticFileUrl` (responsive-image.ts)
 * names it in the URL, and the server keeps such a URL for good. Empty here, so tests and Storybook use
 * the plain paths; the build and the development server put the real map in its place
 * (scripts/build/public-file-versions.ts).
 */
export const publicFileVersions: Readonly<Record<string, string>> = {}
