import { FRAME_SRC } from './frameSrc'
import { cspScriptHash } from './sriHash'

/**
 * Adds Subresource Integrity to a built index.html:
 * - `integrity` on every `<script src>` and `<link rel=modulepreload|stylesheet>` it names;
 * - an import map whose `integrity` section lists every JavaScript file of the build, so the
 *   browser also checks chunks it loads later (`import()`, the preload helper's links,
 *   imports of imports) — Chromium applies import map integrity to every module fetch;
 * - a `<meta>` Content-Security-Policy that travels with the files (e.g. on an IPFS gateway,
 *   which sends none of our headers): scripts only from the origin, plus the import map by
 *   its exact hash; frames only from where Safe Apps live ({@link FRAME_SRC}).
 *
 * `integrity` maps URL paths as the HTML names them (`/assets/x.js`) to `sha384-…`.
 */
export function addIntegrity(html: string, integrity: Record<string, string>): string {
  const withAttributes = html.replace(
    /<(script|link)\b([^>]*?)\s(src|href)="([^"]+)"([^>]*)>/g,
    (tag, name: string, before: string, attr: string, url: string, after: string) => {
      const isScript = name === 'script' && /\btype="module"/.test(before + after)
      const isLink = name === 'link' && /\brel="(modulepreload|stylesheet)"/.test(before + after)
      if (!isScript && !isLink) return tag
      if (/\bintegrity=/.test(tag)) return tag
      const hash = integrity[url]
      if (!hash) throw new Error(`No integrity for ${url} named in index.html`)
      const cors = /\bcrossorigin\b/.test(tag) ? '' : ' crossorigin'
      return `<${name}${before} ${attr}="${url}"${after.replace(/\s*\/$/, '')}${cors} integrity="${hash}">`
    },
  )
  const scripts = Object.fromEntries(
    Object.entries(integrity)
      .filter(([url]) => url.endsWith('.js'))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  )
  const importMap = JSON.stringify({ imports: {}, integrity: scripts })
  const policy = `script-src 'self' ${cspScriptHash(importMap)}; ${FRAME_SRC}; object-src 'none'; base-uri 'self'`
  const head = `<meta http-equiv="Content-Security-Policy" content="${policy}">\n    <script type="importmap">${importMap}</script>\n    `
  // The import map must come before the first module script or modulepreload to apply to it.
  const first = withAttributes.search(/<script\b|<link\b[^>]*rel="modulepreload"/)
  if (first < 0) throw new Error('index.html has no module script')
  return withAttributes.slice(0, first) + head + withAttributes.slice(first)
}
