/**
 * Writes src/artifacts/allowance-module-0.1.1.json: the creation code of the Allowance module
 * 0.1.1 as deployed at 0xAA46…091C, rebuilt from its published source.
 *
 * Why a rebuild: Safe's deployment records (@safe-global/safe-modules-deployments) ship the ABI
 * and the addresses but no bytecode, and the module has no npm package of its own. Its source is
 * published in Safe's safe-modules repository (tag allowance/v0.1.1, folder
 * modules/allowances/contracts). Compiled as its release was: solc 0.7.6 (npm), optimizer off,
 * the sources named contracts/<file>.sol and embedded literally in the metadata (the deployment
 * plugin asks for that); the metadata ends the code, so any other choice moves the address.
 * src/deployAllowanceModule.ts checks that these bytes land at the published address through
 * the Safe singleton factory with salt 0, which proves they are the deployed ones.
 *
 * Run: npx tsx packages/devnet/scripts/buildAllowanceModule.ts <that contracts folder>
 * (needs the npm registry for solc 0.7.6)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import setupMethods from 'solc/wrapper'
import { keccak256 } from 'viem'
import { withPackedPackage } from './npmPack'

const require = createRequire(import.meta.url)
const SOLC = 'solc@0.7.6'
const FILES = ['AllowanceModule.sol', 'Enum.sol', 'SignatureDecoder.sol']

const contractsDir = process.argv[2]
if (!contractsDir) {
  throw new Error('usage: buildAllowanceModule.ts <safe-modules modules/allowances/contracts>')
}
const sources = Object.fromEntries(
  FILES.map((file) => [
    `contracts/${file}`,
    { content: readFileSync(join(contractsDir, file), 'utf8') },
  ]),
)
const input = {
  language: 'Solidity',
  sources,
  settings: {
    optimizer: { enabled: false, runs: 200 },
    metadata: { useLiteralContent: true },
    outputSelection: {
      'contracts/AllowanceModule.sol': {
        AllowanceModule: ['evm.bytecode.object', 'evm.deployedBytecode.object'],
      },
    },
  },
}

type Bytecodes = { evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }

const compiled = withPackedPackage(SOLC, (packageDir) => {
  const solc = setupMethods(require(join(packageDir, 'soljson.js')))
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, Bytecodes>>
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  return output.contracts['contracts/AllowanceModule.sol']!.AllowanceModule!.evm
})

const out = join(import.meta.dirname, '..', 'src', 'artifacts', 'allowance-module-0.1.1.json')
const artifact = {
  source: `Safe's safe-modules repository, tag allowance/v0.1.1, modules/allowances/contracts (${FILES.join(', ')}), ${SOLC}, optimizer off, literal sources in the metadata; see scripts/buildAllowanceModule.ts`,
  bytecode: `0x${compiled.bytecode.object}`,
  runtimeCodeHash: keccak256(`0x${compiled.deployedBytecode.object}`),
}
writeFileSync(out, `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`wrote ${out}`)
