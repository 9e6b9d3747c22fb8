import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import workspaceManifest from '../package.json' with { type: 'json' }
import { packCli } from '../scripts/packCli'
import { expectDevnetReview } from './test-utils/expectDevnetReview'
import { runAssentVerify, startVerifyStack, type VerifyStack } from './test-utils/startVerifyStack'

// The tarball a signer carries to another machine: packed by the script, installed by npm with
// no registry and an empty cache into a folder outside the repository, and run by plain Node.
// Anything the bundle still imported from a workspace or the registry would not resolve there.
const PACK_SCRIPT = join(import.meta.dirname, '../scripts/packCli.ts')
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli')
const run = promisify(execFile)

// Node as a signer starts it: no loader (tsx), no extra module path, no npm settings of ours.
const plainEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^(?:NODE_OPTIONS|NODE_PATH|npm_config_.*)$/i.test(key),
  ),
)

let work: string
let tarball: string
let installed: string
let bin: string
let stack: VerifyStack
let sources: string[]

/** Runs the installed bin from the install folder. */
const runInstalled = (args: readonly string[]) =>
  runAssentVerify(args, { bin, env: plainEnv, cwd: work })

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'assent-packed-cli-'))
  const starting = startVerifyStack()
  const packing = (async () => {
    const packed = await run(process.execPath, [TSX_CLI, PACK_SCRIPT, '--out', join(work, 'out')])
    tarball = packed.stdout.trim()
    const prefix = join(work, 'prefix')
    await run(
      'npm',
      ['install', '--global', '--offline', '--no-audit', '--no-fund', '--prefix', prefix]
        .concat(['--cache', join(work, 'npm-cache'), '--registry', 'http://127.0.0.1:9/'])
        .concat([tarball]),
      { env: plainEnv, cwd: work },
    )
    installed = join(prefix, 'lib/node_modules/assent-verify')
    bin = join(prefix, 'bin/assent-verify')
  })()
  const [stackResult, packResult] = await Promise.allSettled([starting, packing])
  if (stackResult.status === 'fulfilled') stack = stackResult.value
  if (stackResult.status === 'rejected') throw stackResult.reason
  if (packResult.status === 'rejected') throw packResult.reason
  sources = ['--gateway', stack.gatewayUrl, '--rpc', stack.devnet.rpcUrl]
})
afterAll(async () => {
  await stack?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
})

describe('the packed assent-verify', () => {
  it('is one tarball with the bundle, the README and the licenses, depending on nothing', () => {
    expect(dirname(tarball)).toBe(join(work, 'out'))
    expect(basename(tarball)).toBe(`assent-verify-${workspaceManifest.version}.tgz`)
    expect(readdirSync(installed).sort()).toEqual([
      'README.md',
      'THIRD_PARTY_LICENSES.md',
      'assent-verify.mjs',
      'package.json',
    ])
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))
    expect(manifest).toMatchObject({
      name: 'assent-verify',
      version: workspaceManifest.version,
      type: 'module',
      bin: { 'assent-verify': 'assent-verify.mjs' },
      engines: { node: '>=20.19' },
    })
    expect(manifest).not.toHaveProperty('dependencies')
    expect(manifest).not.toHaveProperty('private')
    expect(readFileSync(join(installed, 'THIRD_PARTY_LICENSES.md'), 'utf8')).toContain('## viem@')
  })

  it('packs the same bytes again, so a second checkout can confirm a tarball', async () => {
    const again = await packCli({ outDir: join(work, 'again') })
    expect(again.files.sort()).toEqual([
      'README.md',
      'THIRD_PARTY_LICENSES.md',
      'assent-verify.mjs',
      'package.json',
    ])
    const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')
    expect(sha256(again.tarball)).toBe(sha256(tarball))
  })

  it('prints its usage with --help, and refuses a wrong command line with exit 2', async () => {
    const help = await runInstalled(['--help'])
    expect(help.stderr).toBe('')
    expect(help.stdout).toContain('Usage: assent-verify <shortName:address>')
    expect(help.code).toBe(0)
    const address = `0x${'11'.repeat(20)}`
    const wrong = await runInstalled([address, '--nonce', '0', ...sources])
    expect(wrong.stderr).toContain(
      `Name the Safe's chain as shortName:address (e.g. eth:${address}`,
    )
    expect(wrong.code).toBe(2)
  })

  it('checks a transaction on a real gateway and Safe, writes evidence and checks it', async () => {
    const evidencePath = join(work, 'evidence.json')
    const safeName = `devnet:${stack.safe}`
    const review = await runInstalled([
      safeName,
      '--nonce',
      '0',
      ...sources,
      '--evidence',
      evidencePath,
    ])
    expectDevnetReview(review, stack)
    expect(review.stderr).toMatch(/^Evidence written to .*evidence\.json: block \d+, hash 0x/)

    const evidence = JSON.parse(readFileSync(evidencePath, 'utf8'))
    expect(evidence.tool).toEqual({ name: 'assent-verify', version: workspaceManifest.version })
    expect(evidence.hashes.safeTxHash).toBe(stack.proposed.safeTxHash)
    const check = await runInstalled(['--check-evidence', evidencePath])
    expect(check.stderr).toBe('')
    expect(check.stdout).toContain('Verdict: every part of the evidence holds.')
    expect(check.code).toBe(0)
  })
})
