import type { Address } from 'viem'
import type { DevnetPublicClient } from './createDevnetClients'

/** Whether an account holds contract code. */
export async function hasCode(
  publicClient: DevnetPublicClient,
  address: Address,
): Promise<boolean> {
  const code = await publicClient.getCode({ address })
  return code !== undefined && code !== '0x'
}
