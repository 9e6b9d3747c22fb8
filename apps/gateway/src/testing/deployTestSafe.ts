import {
  SAFE_1_1_1_DEPLOYMENTS,
  SAFE_1_2_0_DEPLOYMENTS,
  SAFE_DEPLOYMENTS,
  safeAbi,
  safeProxyFactoryAbi,
} from '@assent/core'
import type { TestDevnet } from '@assent/test'
import { type Address, encodeFunctionData, zeroAddress } from 'viem'
import { parseProxyCreationLogs } from '../indexer/parseSafeLogs'
import { decodeLegacyProxyCreations } from '../indexer/resolveLegacyCreations'

/**
 * Deploys a Safe through the canonical proxy factory of its version (1.4.1 unless told) from
 * account 0, with the L2 singleton unless `l2: false` (the mainnet kind) and that version's
 * fallback handler; returns its address and creation transaction.
 */
export async function deployTestSafe(
  devnet: TestDevnet,
  p: {
    owners: Address[]
    threshold: number
    saltNonce?: bigint
    version?: '1.4.1' | '1.3.0' | '1.2.0' | '1.1.1'
    l2?: boolean
  },
): Promise<{ address: Address; txHash: `0x${string}` }> {
  const legacySingleton = {
    '1.1.1': SAFE_1_1_1_DEPLOYMENTS.safe,
    '1.2.0': SAFE_1_2_0_DEPLOYMENTS.safe,
  }
  const d =
    p.version === '1.1.1' || p.version === '1.2.0'
      ? {
          // No L2 singleton before 1.3.0; 1.2.0 Safes came from the 1.1.1 ProxyFactory too.
          safe: legacySingleton[p.version],
          safeL2: legacySingleton[p.version],
          safeProxyFactory: SAFE_1_1_1_DEPLOYMENTS.safeProxyFactory,
          compatibilityFallbackHandler: SAFE_1_1_1_DEPLOYMENTS.defaultCallbackHandler,
        }
      : SAFE_DEPLOYMENTS[p.version ?? '1.4.1']
  // setup() and createProxyWithNonce() have the same form in 1.1.1 to 1.4.1.
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
    args: [p.l2 === false ? d.safe : d.safeL2, initializer, p.saltNonce ?? BigInt(Date.now())],
  })
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash: txHash })
  const proxy =
    parseProxyCreationLogs(receipt.logs)[0]?.args.proxy ??
    decodeLegacyProxyCreations(receipt.logs)[0]?.address
  if (!proxy) throw new Error('ProxyCreation event missing')
  return { address: proxy, txHash }
}
