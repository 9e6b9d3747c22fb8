import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Metafile } from 'esbuild'

/** Parameters of `thirdPartyLicenses`: esbuild's metafile, and the folder its paths start at. */
export type ThirdPartyLicensesParameters = { metafile: Metafile; workingDir: string }

const LICENSE_FILE = /^(?:licen[cs]e|copying)(?:\.(?:md|txt))?$/i

/**
 * The notices of every registry package bundled into the file, for a THIRD_PARTY_LICENSES.md
 * beside it: MIT, ISC and MPL-2.0 all ask that their notice travel with copies. One entry per
 * name@version (npm may install the same one in several folders), sorted by name.
 * @example writeFileSync(file, thirdPartyLicenses({ metafile, workingDir: PACKAGE_DIR }))
 */
export function thirdPartyLicenses({ metafile, workingDir }: ThirdPartyLicensesParameters): string {
  const entries = new Map<string, string>()
  for (const dir of packageFolders(metafile)) {
    const folder = resolve(workingDir, dir)
    const manifest: unknown = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
    const { name, version, license } = readManifest(manifest, folder)
    const file = readdirSync(folder).find((entry) => LICENSE_FILE.test(entry))
    const text = file
      ? readFileSync(join(folder, file), 'utf8').trim()
      : `(the package ships no license file; its package.json says ${license})`
    entries.set(`${name}@${version}`, `## ${name}@${version} (${license})\n\n${text}\n`)
  }
  const sorted = [...entries].sort(([a], [b]) => a.localeCompare(b)).map(([, entry]) => entry)
  return [
    '# Third-party licenses',
    '',
    'assent-verify.mjs bundles these packages from the npm registry, unmodified.',
    '',
    ...sorted,
  ].join('\n')
}

/** Each node_modules folder an input of the bundle came from, as esbuild wrote its path. */
function packageFolders(metafile: Metafile): Set<string> {
  const folders = new Set<string>()
  for (const input of Object.keys(metafile.inputs)) {
    const at = input.lastIndexOf('node_modules/')
    if (at < 0) continue
    const parts = input.slice(at + 'node_modules/'.length).split('/')
    const name = parts[0]?.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
    folders.add(`${input.slice(0, at)}node_modules/${name}`)
  }
  return folders
}

function readManifest(
  manifest: unknown,
  folder: string,
): { name: string; version: string; license: string } {
  const field = (key: string): unknown =>
    typeof manifest === 'object' && manifest !== null && key in manifest
      ? Reflect.get(manifest, key)
      : undefined
  const [name, version, license] = [field('name'), field('version'), field('license')]
  if (typeof name !== 'string' || typeof version !== 'string') {
    throw new Error(`${folder}/package.json has no name or version.`)
  }
  return { name, version, license: typeof license === 'string' ? license : 'no license field' }
}
