/**
 * Measures the JavaScript a first visit downloads before the app can render: the module
 * scripts and modulepreloads that dist/index.html names, gzipped (level 9). Lazy chunks
 * (the wallet stack, connector SDKs) are not counted — that is the point of splitting them.
 *
 *   npx tsx apps/web/scripts/initial-js-size.ts [path/to/dist] [--json]
 *
 * Prints "initial JS: N KB gzip (M KB raw) in K files"; exits 1 when dist is missing.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export type InitialJsSize = {
  files: { file: string; raw: number; gzip: number }[]
  raw: number
  gzip: number
}

/** Sizes of the scripts and modulepreloads referenced by `<distDir>/index.html`. */
export function measureInitialJs(distDir: string): InitialJsSize {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const urls = new Set<string>()
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g))
    if (match[1]) urls.add(match[1])
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g))
    if (match[1]) urls.add(match[1])
  for (const match of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"[^>]*>/g))
    if (match[1]) urls.add(match[1])
  const files = [...urls]
    .filter((url) => !/^https?:/.test(url))
    .map((url) => {
      const file = join(distDir, url.replace(/^\//, ''))
      const content = readFileSync(file)
      return { file: url, raw: content.length, gzip: gzipSync(content, { level: 9 }).length }
    })
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const args = process.argv.slice(2)
  const distDir = resolve(
    args.find((a) => !a.startsWith('--')) ??
      join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
  )
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`No ${join(distDir, 'index.html')}: run \`npm run build -w apps/web\` first.`)
    process.exit(1)
  }
  const size = measureInitialJs(distDir)
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  if (args.includes('--json')) {
    console.log(
      JSON.stringify({
        gzipKB: Number(kb(size.gzip)),
        rawKB: Number(kb(size.raw)),
        files: size.files,
      }),
    )
  } else {
    for (const f of size.files)
      console.log(`  ${f.file}  ${kb(f.gzip)} KB gzip (${kb(f.raw)} KB raw)`)
    console.log(
      `initial JS: ${kb(size.gzip)} KB gzip (${kb(size.raw)} KB raw) in ${size.files.length} files`,
    )
  }
}
