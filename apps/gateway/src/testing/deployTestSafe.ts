import { SAFE_DEPLOYMENTS, safeAbi, safeProxyFactoryAbi } from '@assent/core'
import type { TestDevnet } from '@assent/test'
import { type Address, encodeFunctionData, parseEventLogs, zeroAddress } from 'viem'

/**
 * Deploys a Safe 1.4.1 (L2 singleton unless told, canonical fallback handler) through the canonical proxy
 * factory from account 0 and returns its address and creation transaction.
 */
export async function deployTestSafe(
  devnet: TestDevnet,
  p: {
    owners: Address[]
    threshold: number
    saltNonce?: bigint
    /** Default the L2 singleton; `d.safe` gives a non-L2 (mainnet-style) Safe. */
    singleton?: Address
  },
): Promise<{ address: Address; txHash: `0x${string}` }> {
  const d = SAFE_DEPLOYMENTS['1.4.1']
  const initializer = encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [
      p.owners,
      BigInt(p.threshold),
      zeroAddress,
      '0x',
      d.compatibilityFallbackHandler,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  })
  const txHash = await devnet.walletClient.writeContract({
    address: d.safeProxyFactory,
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [p.singleton ?? d.safeL2, initializer, p.saltNonce ?? BigInt(Date.now())],
  })
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash: txHash })
  const [creation] = parseEventLogs({
    abi: safeProxyFactoryAbi,
    logs: receipt.logs,
    eventName: 'ProxyCreation',
  })
  if (!creation) throw new Error('ProxyCreation event missing')
  return { address: creation.args.proxy, txHash }
}
