import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { TestDevnet } from '@assent/test'
import { type Abi, type Address, getAddress, type Hex } from 'viem'

type Artifact = { abi: Abi; bytecode: Hex }

/** The devnet package's demo token artifacts (constructor: name, symbol; `mint`). */
export function readDemoTokenArtifact(kind: 'DemoERC20' | 'DemoERC721'): Artifact {
  const require = createRequire(import.meta.url)
  // The package exports only its entry (src/index.ts); the artifacts sit beside it.
  const src = dirname(require.resolve('@assent/devnet'))
  return JSON.parse(readFileSync(join(src, 'artifacts', `${kind}.json`), 'utf8'))
}

/**
 * Deploys a demo token from account 0 and returns its address: an ERC-20 (`mint(to, value)`)
 * when `decimals` is given, else an ERC-721 (`mint(to)` → tokenId).
 */
export async function deployDemoToken(
  devnet: TestDevnet,
  p: { name: string; symbol: string; decimals?: number },
): Promise<Address> {
  const kind = p.decimals === undefined ? 'DemoERC721' : 'DemoERC20'
  const artifact = readDemoTokenArtifact(kind)
  const hash = await devnet.walletClient.deployContract({
    abi: artifact.abi,
    bytecode: artifact.bytecode,
    args: p.decimals === undefined ? [p.name, p.symbol] : [p.name, p.symbol, p.decimals],
  })
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error(`${kind} deployment failed`)
  return getAddress(receipt.contractAddress)
}
