import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { withPackedPackage } from './npmPack'

/**
 * Packs an old @gnosis.pm/safe-contracts release (Truffle build: build/contracts/<Name>.json)
 * and writes the `deployedBytecode` of the named contracts to src/artifacts/<file>.
 */
export function writeTruffleRuntimeCode(spec: string, file: string, names: readonly string[]) {
  const contracts = withPackedPackage(spec, (packageDir) =>
    Object.fromEntries(
      names.map((name) => {
        const path = join(packageDir, 'build', 'contracts', `${name}.json`)
        const artifact = JSON.parse(readFileSync(path, 'utf8')) as { deployedBytecode: string }
        return [name, artifact.deployedBytecode]
      }),
    ),
  )
  const out = join(import.meta.dirname, '..', 'src', 'artifacts', file)
  writeFileSync(
    out,
    `${JSON.stringify({ source: `${spec} build/contracts`, contracts }, null, 2)}\n`,
  )
  console.log(`wrote ${out}`)
}
