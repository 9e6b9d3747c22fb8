/**
 * `npm run pack:cli -w packages/verify [-- --out folder]` writes assent-verify-<version>.tgz
 * (default folder: packages/verify/dist) and prints its path: the bundled command, this README
 * and the bundled packages' licenses, with a package.json that depends on nothing. Copied to
 * another machine, `npm install -g --offline ./assent-verify-<version>.tgz` installs it with
 * no network.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import workspaceManifest from '../package.json' with { type: 'json' }
import { buildCli, OLDEST_NODE, PACKAGE_DIR } from './buildCli'
import { thirdPartyLicenses } from './thirdPartyLicenses'

/** Parameters of `packCli`: the folder the tarball is written to (made if missing). */
export type PackCliParameters = { outDir: string }

/** What `packCli` answers: the tarball's path, its size in bytes and the files it holds. */
export type PackCliReturnType = { tarball: string; bytes: number; files: string[] }

const BUNDLE = 'assent-verify.mjs'
const LICENSES = 'THIRD_PARTY_LICENSES.md'

/**
 * Builds the bundle into a temporary folder beside a generated package.json and runs
 * `npm pack` there: the workspace's own manifest is private and lists the workspace packages,
 * which the tarball must not need.
 * @throws when the build or `npm pack` fails
 * @example const { tarball } = await packCli({ outDir: 'dist' })
 */
export async function packCli({ outDir }: PackCliParameters): Promise<PackCliReturnType> {
  const staging = mkdtempSync(join(tmpdir(), 'assent-verify-pack-'))
  try {
    const { metafile } = await buildCli({ outFile: join(staging, BUNDLE) })
    writeFileSync(
      join(staging, LICENSES),
      thirdPartyLicenses({ metafile, workingDir: PACKAGE_DIR }),
    )
    copyFileSync(join(PACKAGE_DIR, 'README.md'), join(staging, 'README.md'))
    writeFileSync(join(staging, 'package.json'), `${JSON.stringify(manifest(), null, 2)}\n`)
    const destination = resolve(outDir)
    mkdirSync(destination, { recursive: true })
    return runNpmPack(staging, destination)
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

/** The tarball's package.json: the bin and nothing to install with it. */
function manifest() {
  return {
    name: 'assent-verify',
    version: workspaceManifest.version,
    description: workspaceManifest.description,
    type: 'module',
    bin: { 'assent-verify': BUNDLE },
    engines: { node: `>=${OLDEST_NODE}` },
    files: [BUNDLE, LICENSES],
  }
}

function runNpmPack(staging: string, destination: string): PackCliReturnType {
  // `npm run … -w packages/verify` passes its workspace down: the inner npm would look for
  // workspaces in the staging folder, which has none.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_config_workspace/i.test(key)),
  )
  const result = spawnSync('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: staging,
    env,
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    throw new Error(`npm pack failed (${result.status ?? result.signal}): ${result.stderr}`)
  }
  const [packed] = readPackOutput(result.stdout)
  if (!packed) throw new Error(`npm pack wrote no tarball: ${result.stdout}`)
  return {
    tarball: join(destination, packed.filename),
    bytes: packed.size,
    files: packed.files.map((file) => file.path),
  }
}

type PackedTarball = { filename: string; size: number; files: { path: string }[] }

/** `npm pack --json`'s answer, checked for the fields used. */
function readPackOutput(stdout: string): PackedTarball[] {
  const parsed: unknown = JSON.parse(stdout)
  const isPacked = (item: unknown): item is PackedTarball =>
    typeof item === 'object' &&
    item !== null &&
    typeof Reflect.get(item, 'filename') === 'string' &&
    typeof Reflect.get(item, 'size') === 'number' &&
    Array.isArray(Reflect.get(item, 'files'))
  if (!Array.isArray(parsed) || !parsed.every(isPacked)) {
    throw new Error(`npm pack answered something unexpected: ${stdout}`)
  }
  return parsed
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const args = process.argv.slice(2)
  const at = args.indexOf('--out')
  const outDir = at >= 0 ? args[at + 1] : join(PACKAGE_DIR, 'dist')
  if (!outDir || args.length !== (at >= 0 ? 2 : 0)) {
    console.error('Usage: tsx scripts/packCli.ts [--out folder]')
    process.exit(2)
  }
  const { tarball, bytes, files } = await packCli({ outDir })
  console.error(`${Math.round(bytes / 1024)} KB: ${files.join(', ')}`)
  console.log(tarball)
}
