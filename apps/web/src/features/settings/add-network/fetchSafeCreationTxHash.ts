import type { Hex } from 'viem'

/**
 * The hash of the transaction that created the Safe, from the gateway's transaction-service
 * API (`/txs/{chainId}/api/v1/safes/{address}/creation`).
 * @throws Error with the reason when the gateway has no creation for it
 */
export async function fetchSafeCreationTxHash(
  gatewayBaseUrl: string,
  chainId: string,
  address: string,
): Promise<Hex> {
  const url = `${gatewayBaseUrl.replace(/\/$/, '')}/txs/${chainId}/api/v1/safes/${address}/creation`
  const response = await fetch(url, { credentials: 'omit' })
  if (!response.ok) {
    throw new Error(`The gateway has no creation for this Safe (HTTP ${response.status}).`)
  }
  const body: unknown = await response.json()
  const hash =
    typeof body === 'object' && body !== null && 'transactionHash' in body
      ? body.transactionHash
      : undefined
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
    throw new Error('The gateway answered a creation without a transaction hash.')
  }
  return hash as Hex
}
