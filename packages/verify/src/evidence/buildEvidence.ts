import type { SafeTransactionData } from '@assent/core'
import { type Hex, type PublicClient, toHex } from 'viem'
import packageJson from '../../package.json' with { type: 'json' }
import type { SafeTransactionReview } from '../reviewSafeTransaction'
import { bigintsAsStrings } from '../reviewToJson'
import { EVIDENCE_FORMAT, type EvidenceFile, type EvidenceTransaction } from './evidenceFile'
import { type BlockHeader, HEADER_FIELDS } from './hashBlockHeader'
import { provePrestate } from './provePrestate'
import { safeStorageSlots } from './safeStorageSlots'

/** Parameters of `buildEvidence`: the review, and the RPC it read the chain through. */
export type BuildEvidenceParameters = {
  client: Pick<PublicClient, 'request'>
  review: SafeTransactionReview
}

/** What `buildEvidence` answers: the evidence file's content. */
export type BuildEvidenceReturnType = EvidenceFile

/**
 * Gathers the evidence of a review at the block its Safe state was read at: the block header
 * and `eth_getProof` of the Safe's account and of every slot of its security state, beside the
 * transaction, its confirmations, the hashes and the simulation as run; and the prestate of
 * every account the execution touches, proven, so it can be re-run offline.
 * @throws viem's error when the RPC cannot answer eth_getBlockByNumber or eth_getProof (a node
 *   that pruned that block's state)
 * @example const evidence = await buildEvidence({ client, review })
 */
export async function buildEvidence({
  client,
  review,
}: BuildEvidenceParameters): Promise<BuildEvidenceReturnType> {
  const { chainState, safe } = review
  const block = toHex(chainState.blockNumber)
  const slots = safeStorageSlots({ owners: chainState.owners, modules: chainState.modules })
  const [rpcBlock, proof] = await Promise.all([
    client.request({ method: 'eth_getBlockByNumber', params: [block, false] }),
    client.request({
      method: 'eth_getProof',
      params: [safe, slots.map((slot) => slot.slot), block],
    }),
  ])
  if (!rpcBlock?.hash) throw new Error(`The RPC has no block ${chainState.blockNumber}.`)
  const fields: Record<string, unknown> = rpcBlock
  const header: BlockHeader = {}
  for (const name of HEADER_FIELDS) {
    const value = fields[name]
    if (typeof value === 'string') header[name] = value as Hex
  }
  const transaction = toEvidenceTransaction(review.tx)
  // An RPC without the prestate tracer still gives the rest of the evidence; the file says why
  // it cannot be re-run.
  const prestate = await provePrestate({
    client,
    safe,
    tx: review.tx,
    safeTxHash: review.hashes.safeTxHash,
    state: chainState,
    blockNumber: chainState.blockNumber,
  }).then(
    (proven) => ({ prestate: proven }),
    (error: unknown) => ({
      prestateUnavailable: `The RPC could not trace and prove the touched state: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    }),
  )
  return {
    format: EVIDENCE_FORMAT,
    tool: { name: 'assent-verify', version: packageJson.version },
    chainId: review.chainId,
    safe,
    transaction,
    hashes: {
      domainHash: review.hashes.domainHash,
      messageHash: review.hashes.messageHash,
      safeTxHash: review.hashes.safeTxHash,
    },
    confirmations: review.verification.confirmations.map((check) => ({
      signer: check.claimedSigner,
      signature: check.signature,
    })),
    block: { hash: rpcBlock.hash, header },
    state: {
      owners: chainState.owners,
      threshold: chainState.threshold,
      nonce: chainState.nonce,
      modules: chainState.modules,
      guard: chainState.guard,
      fallbackHandler: chainState.fallbackHandler,
      singleton: chainState.singleton,
      version: chainState.version,
    },
    proof: {
      address: proof.address,
      nonce: proof.nonce,
      balance: proof.balance,
      codeHash: proof.codeHash,
      storageHash: proof.storageHash,
      accountProof: proof.accountProof,
      storageProof: proof.storageProof.map((entry, index) => ({
        label: slots[index]?.label ?? entry.key,
        key: entry.key,
        value: entry.value,
        proof: entry.proof,
      })),
    },
    ...prestate,
    simulation: {
      input: {
        safeTxHash: review.hashes.safeTxHash,
        blockNumber: chainState.blockNumber.toString(),
        transaction,
      },
      result: JSON.parse(JSON.stringify(review.simulation, bigintsAsStrings)),
    },
  }
}

/** A SafeTx as the evidence file holds it. */
export function toEvidenceTransaction(tx: SafeTransactionData): EvidenceTransaction {
  return {
    to: tx.to,
    value: tx.value.toString(),
    data: tx.data,
    operation: tx.operation,
    safeTxGas: tx.safeTxGas.toString(),
    baseGas: tx.baseGas.toString(),
    gasPrice: tx.gasPrice.toString(),
    gasToken: tx.gasToken,
    refundReceiver: tx.refundReceiver,
    nonce: tx.nonce.toString(),
  }
}
