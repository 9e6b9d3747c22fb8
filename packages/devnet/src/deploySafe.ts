import { safeProxyFactoryAbi } from '@assent/core'
import type { Address } from 'viem'
import type { DevnetClients } from './createDevnetClients'
import { hasCode } from './hasCode'
import { encodeSafeSetup, predictSafeAddress, type SafeSetupParams } from './predictSafeAddress'
import { SAFE_141_ADDRESSES } from './safeContracts'

export type DeploySafeParams = SafeSetupParams & {
  /** Index of the test account that sends the creation transaction. Default 0. */
  from?: number
}

/**
 * Creates a Safe through SafeProxyFactory.createProxyWithNonce (SafeL2 1.4.1 and the
 * CompatibilityFallbackHandler unless told otherwise). Idempotent: if the predicted address
 * already holds code, nothing is sent. Returns the Safe address and whether it was created.
 */
export async function deploySafe(
  { publicClient, walletClients }: DevnetClients,
  params: DeploySafeParams,
): Promise<{ address: Address; created: boolean }> {
  const address = await predictSafeAddress(publicClient, params)
  if (await hasCode(publicClient, address)) return { address, created: false }
  const wallet = walletClients[params.from ?? 0]
  if (!wallet) throw new Error(`deploySafe: no test account ${params.from}`)
  const hash = await wallet.writeContract({
    address: params.factory ?? SAFE_141_ADDRESSES.safeProxyFactory,
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [
      params.singleton ?? SAFE_141_ADDRESSES.safeL2,
      encodeSafeSetup(params),
      params.saltNonce,
    ],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !(await hasCode(publicClient, address))) {
    throw new Error(`deploySafe: creation of ${address} failed (tx ${hash})`)
  }
  return { address, created: true }
}
