import type { GatewayClient } from '@assent/gateway-client'
import type { Address, Hex, PublicClient } from 'viem'

/** Parameters of `buildEvidenceFile`: the transaction, and where to read it and prove it. */
export type BuildEvidenceFileParameters = {
  gateway: GatewayClient
  /** The verification RPC's client: the proofs and the header come from it, never the gateway. */
  client: PublicClient
  chainId: number
  /** The chain's EIP-3770 short name, for the file's name. */
  chainShortName: string
  safe: Address
  safeTxHash: Hex
}

/** What `buildEvidenceFile` answers: the file's name and its JSON text. */
export type BuildEvidenceFileReturnType = { fileName: string; json: string }

/**
 * The evidence file of a proposed transaction, as `assent-verify --evidence` writes it: the
 * review of @assent/verify (loaded with import() on a click, so the entry does not carry it)
 * and `eth_getProof` of the Safe's state at the block the review read.
 * @throws viem's error when the RPC cannot answer (or cannot prove a pruned block); the
 *   gateway client's error when the transaction cannot be read
 * @example const { fileName, json } = await buildEvidenceFile({ gateway, client, chainId: 1, chainShortName: 'eth', safe, safeTxHash })
 */
export async function buildEvidenceFile({
  gateway,
  client,
  chainId,
  chainShortName,
  safe,
  safeTxHash,
}: BuildEvidenceFileParameters): Promise<BuildEvidenceFileReturnType> {
  const { buildEvidence, reviewSafeTransaction } = await import('@assent/verify/browser')
  const review = await reviewSafeTransaction({ gateway, client, chainId, safe, safeTxHash })
  const evidence = await buildEvidence({ client, review })
  return {
    fileName: `assent-evidence-${chainShortName}-${safeTxHash}.json`,
    json: `${JSON.stringify(evidence, null, 2)}\n`,
  }
}
