/**
 * Writes src/artifacts/safe-1.1.1.json: the runtime code of the Safe 1.1.1 contracts the devnet
 * places with anvil_setCode, taken from the published npm package's build artifacts. That
 * package cannot be a dependency (its own dependencies include GitHub tarballs), so its code is
 * extracted once with this script and committed; src/deploySafe111Contracts.ts checks each
 * code hash against @safe-global/safe-deployments before using it.
 *
 * Run: npm run extract-safe-1.1.1 -w packages/devnet   (needs the npm registry)
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PACKAGE = '@gnosis.pm/safe-contracts@1.1.1'
const CONTRACTS = ['GnosisSafe', 'ProxyFactory', 'DefaultCallbackHandler', 'MultiSend'] as const

const dir = mkdtempSync(join(tmpdir(), 'safe-111-'))
try {
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: dir }).toString().trim()
  execFileSync('tar', ['xzf', tarball], { cwd: dir })
  const contracts = Object.fromEntries(
    CONTRACTS.map((name) => {
      const path = join(dir, 'package', 'build', 'contracts', `${name}.json`)
      const artifact = JSON.parse(readFileSync(path, 'utf8')) as { deployedBytecode: string }
      return [name, artifact.deployedBytecode]
    }),
  )
  const out = join(import.meta.dirname, '..', 'src', 'artifacts', 'safe-1.1.1.json')
  writeFileSync(
    out,
    `${JSON.stringify({ source: `${PACKAGE} build/contracts`, contracts }, null, 2)}\n`,
  )
  console.log(`wrote ${out}`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
