/**
 * Writes src/artifacts/sign-message-lib-1.3.0.json: the creation code of SignMessageLib 1.3.0 as
 * deployed at 0xA65387F1…A3a2 (and its EIP-155 twin), rebuilt from registry material only.
 *
 * Why a rebuild: @gnosis.pm/safe-contracts@1.3.0 ships SignMessageLib as an example
 * (contracts/examples/libraries/SignMessage.sol); the deployed library was compiled later from
 * contracts/libraries/SignMessageLib.sol, where its storage base declares `uint256 nonce` and
 * `bytes32 _deprecatedDomainSeparator` instead of `bytes32 nonce` and `bytes32 domainSeparator`.
 * Paths and sources are part of the compiler's metadata, which ends the code: the package's
 * build has another code hash. So the package's own sources (its Hardhat build-info) are moved
 * to those paths, the two declarations changed, and compiled with solc 0.7.6 (npm) and the
 * package's settings. src/deploySafe130Contracts.ts checks the CREATE2 address and the code hash
 * against @safe-global/safe-deployments, which proves the bytes are the deployed ones.
 *
 * Run: npm run build-sign-message-lib-1.3.0 -w packages/devnet   (needs the npm registry)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import setupMethods from 'solc/wrapper'
import { withPackedPackage } from './npmPack'

const require = createRequire(import.meta.url)
const SOLC = 'solc@0.7.6'
const OLD_LIB = 'contracts/examples/libraries/SignMessage.sol'
const OLD_STORAGE = 'contracts/examples/libraries/GnosisSafeStorage.sol'
const NEW_LIB = 'contracts/libraries/SignMessageLib.sol'
const NEW_STORAGE = 'contracts/libraries/GnosisSafeStorage.sol'

type BuildInfo = {
  solcLongVersion: string
  input: { sources: Record<string, { content: string }>; settings: Record<string, unknown> }
}

function packageBuildInfo(): BuildInfo {
  const root = dirname(require.resolve('@gnosis.pm/safe-contracts/package.json'))
  const dir = join(root, 'build', 'artifacts', 'build-info')
  for (const file of readdirSync(dir)) {
    const info = JSON.parse(readFileSync(join(dir, file), 'utf8')) as BuildInfo
    if (info.input.sources[OLD_LIB]) return info
  }
  throw new Error(`no build-info of @gnosis.pm/safe-contracts compiles ${OLD_LIB}`)
}

/** Replaces `from` by `to` in `text`, insisting that `from` is there exactly once. */
function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`expected exactly one "${from}"`)
  return text.replace(from, to)
}

const info = packageBuildInfo()
const sources = Object.fromEntries(
  Object.entries(info.input.sources).filter(([path]) => !path.startsWith('contracts/examples/')),
)
sources[NEW_LIB] = {
  content: replaceOnce(
    info.input.sources[OLD_LIB]!.content,
    'import "../../GnosisSafe.sol";',
    'import "../GnosisSafe.sol";',
  ),
}
sources[NEW_STORAGE] = {
  content: replaceOnce(
    info.input.sources[OLD_STORAGE]!.content,
    'bytes32 internal nonce;\n    bytes32 internal domainSeparator;',
    'uint256 internal nonce;\n    bytes32 internal _deprecatedDomainSeparator;',
  ),
}
const input = {
  language: 'Solidity',
  sources,
  settings: {
    ...info.input.settings,
    outputSelection: { [NEW_LIB]: { SignMessageLib: ['evm.bytecode.object'] } },
  },
}

const bytecode = withPackedPackage(SOLC, (packageDir) => {
  const solc = setupMethods(require(join(packageDir, 'soljson.js')))
  if (!info.solcLongVersion.startsWith(solc.version().split('.Emscripten')[0]!)) {
    throw new Error(`compiler ${solc.version()} is not the package's ${info.solcLongVersion}`)
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  return `0x${output.contracts[NEW_LIB]!.SignMessageLib!.evm.bytecode.object}`
})

const out = join(import.meta.dirname, '..', 'src', 'artifacts', 'sign-message-lib-1.3.0.json')
const artifact = {
  source: `@gnosis.pm/safe-contracts@1.3.0 sources (${OLD_LIB} moved to ${NEW_LIB}, ${OLD_STORAGE} to ${NEW_STORAGE} with nonce as uint256 and _deprecatedDomainSeparator), ${SOLC}; see scripts/buildSignMessageLib130.ts`,
  bytecode,
}
writeFileSync(out, `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`wrote ${out}`)
