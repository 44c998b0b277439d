import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { readPublicFileVersions } from '../../server/public-file-version.server.ts'

/** The module whose empty map the build replaces with the versions of `public/`'s files. */
export const publicFileVersionsModule = fileURLToPath(
  new URL('../../domain/public-file-versions.ts', import.meta.url),
)

/** `url('/images/…')` in a stylesheet: a file of `public/`, named by its path from the site's root. */
const cssRootUrl = /url\(\s*(['"]?)(\/[^'")?#\s]+)\1\s*\)/g

/**
 * Versions the build's stylesheets' references to `public/`: `url('/images/icons/cart.svg')` becomes
 * `url('/images/icons/cart.svg?v=…')`. Paths that are not files of `public/` are left as they are.
 */
export function versionCssUrls(css: string, versions: Readonly<Record<string, string>>): string {
  return css.replace(cssRootUrl, (whole, quote: string, path: string) => {
    const version = versions[path]
    return version === undefined ? whole : `url(${quote}${path}?v=${version}${quote})`
  })
}

/**
 * Every file of `public/` is served with a version in its URL (ADR 032): the map of versions becomes
 * the contents of domain/public-file-versions.ts, which the pages' code reads to build those URLs, and
 * the stylesheets' `url(/…)` references get theirs here. Read when the build (or the development server)
 * starts; the server works each version out again from the files it serves.
 */
export function publicFileVersions(): Plugin {
  let versions: Record<string, string> = {}
  return {
    name: 'forecourt:public-file-versions',
    // Before Vite's CSS handling, which leaves a URL of a `public/` file as it is written.
    enforce: 'pre',
    configResolved(config) {
      versions = config.publicDir === '' ? {} : readPublicFileVersions(config.publicDir)
    },
    transform(code, id) {
      if (id === publicFileVersionsModule) {
        return { code: `export const publicFileVersions = ${JSON.stringify(versions)}\n`, map: null }
      }
      if (/\.css(?:$|\?)/.test(id)) {
        const versioned = versionCssUrls(code, versions)
        return versioned === code ? null : { code: versioned, map: null }
      }
      return null
    },
  }
}
