/**
 * Compiles the demo token sources in ../contracts with the npm `solc` package (a WebAssembly
 * build of the compiler bundled in the package: nothing is downloaded) and writes
 * ../src/artifacts/<Contract>.json. The artifacts are committed; run this after editing a
 * source: `npx tsx packages/devnet/scripts/compile.ts`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const contractsDir = join(packageDir, 'contracts')
const artifactsDir = join(packageDir, 'src', 'artifacts')

/** Compiler settings; part of each artifact so the output can be reproduced. */
const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
}

export type DemoArtifact = {
  contractName: string
  sourceName: string
  compiler: { version: string; settings: typeof settings }
  abi: unknown[]
  bytecode: `0x${string}`
  deployedBytecode: `0x${string}`
}

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<
    string,
    Record<
      string,
      {
        abi: unknown[]
        evm: { bytecode: { object: string }; deployedBytecode: { object: string } }
      }
    >
  >
}

/** Compiles every contracts/*.sol file; returns one artifact per contract named like its file. */
export function compileDemoContracts(): DemoArtifact[] {
  const files = readdirSync(contractsDir).filter((file) => file.endsWith('.sol'))
  const sources = Object.fromEntries(
    files.map((file) => [file, { content: readFileSync(join(contractsDir, file), 'utf8') }]),
  )
  const input = { language: 'Solidity', sources, settings }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) {
    throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  }
  return files.map((file) => {
    const contractName = basename(file, '.sol')
    const contract = output.contracts[file]?.[contractName]
    if (!contract) throw new Error(`${file} must define a contract named ${contractName}`)
    return {
      contractName,
      sourceName: `contracts/${file}`,
      compiler: { version: solc.version() as string, settings },
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
      deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
    }
  })
}

/** The JSON text written for an artifact (stable, so a fresh compile can be compared). */
export function serializeArtifact(artifact: DemoArtifact): string {
  return `${JSON.stringify(artifact, null, 2)}\n`
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const artifact of compileDemoContracts()) {
    const path = join(artifactsDir, `${artifact.contractName}.json`)
    writeFileSync(path, serializeArtifact(artifact))
    console.log(`wrote ${path}`)
  }
}
