import {
  buildSafeTransaction,
  buildSignatureBytes,
  encodeExecTransaction,
  getSafeTxTypedData,
  type SafeTransactionData,
  type SafeTransactionInput,
  safeAbi,
  safeTxHash,
} from '@assent/core'
import { type Address, type Hex, parseAbi, parseEventLogs, type TransactionReceipt } from 'viem'
import type { DevnetClients, DevnetWalletClient } from './createDevnetClients'

const executionEvents130 = parseAbi([
  'event ExecutionSuccess(bytes32 txHash, uint256 payment)',
  'event ExecutionFailure(bytes32 txHash, uint256 payment)',
])

export type ExecuteSafeTransactionParams = {
  safe: Address
  /** The SafeTx; a missing nonce is read from the Safe. */
  tx: Omit<SafeTransactionInput, 'nonce'> & { nonce?: bigint }
  /** Owners that sign (EIP-712), as test account indices or wallet clients. */
  signers: (number | DevnetWalletClient)[]
  /** Who sends execTransaction. Default: test account 0. */
  executor?: number | DevnetWalletClient
  /** Gas limit of the outer transaction; default: estimated. */
  gas?: bigint
  /** Default 1.4.1. */
  safeVersion?: string
}

export type ExecuteSafeTransactionResult = {
  hash: Hex
  receipt: TransactionReceipt
  safeTxHash: Hex
  tx: SafeTransactionData
  /** The packed owner signatures passed to execTransaction. */
  signatures: Hex
  /** true on ExecutionSuccess, false on ExecutionFailure (the inner call reverted). */
  success: boolean
}

/**
 * Signs a SafeTx with the given owners (EIP-712, signatures sorted by owner address as the Safe
 * requires) and executes it with execTransaction.
 */
export async function executeSafeTransaction(
  clients: DevnetClients,
  params: ExecuteSafeTransactionParams,
): Promise<ExecuteSafeTransactionResult> {
  const { publicClient } = clients
  const wallet = (w: number | DevnetWalletClient): DevnetWalletClient => {
    const client = typeof w === 'number' ? clients.walletClients[w] : w
    if (!client) throw new Error(`executeSafeTransaction: no test account ${String(w)}`)
    return client
  }
  const nonce =
    params.tx.nonce ??
    (await publicClient.readContract({ address: params.safe, abi: safeAbi, functionName: 'nonce' }))
  const tx = buildSafeTransaction({ ...params.tx, nonce })
  const hashParams = {
    chainId: publicClient.chain.id,
    safeAddress: params.safe,
    safeVersion: params.safeVersion ?? '1.4.1',
    tx,
  }
  const typedData = getSafeTxTypedData(hashParams)
  const signed = await Promise.all(
    params.signers.map(async (signer) => {
      const client = wallet(signer)
      return { signer: client.account.address, data: await client.signTypedData(typedData) }
    }),
  )
  const signatures = buildSignatureBytes(signed)
  const executor = wallet(params.executor ?? 0)
  const hash = await executor.sendTransaction({
    to: params.safe,
    data: encodeExecTransaction(tx, signatures),
    gas: params.gas,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`execTransaction reverted (tx ${hash})`)
  const safeLogs = receipt.logs.filter(
    (log) => log.address.toLowerCase() === params.safe.toLowerCase(),
  )
  // 1.4.1 indexes txHash, 1.3.0 does not: the same event decodes with one ABI or the other.
  const outcome =
    parseEventLogs({
      abi: safeAbi,
      logs: safeLogs,
      eventName: ['ExecutionSuccess', 'ExecutionFailure'],
    })[0] ?? parseEventLogs({ abi: executionEvents130, logs: safeLogs })[0]
  if (!outcome) throw new Error(`execTransaction emitted no execution event (tx ${hash})`)
  const expectedHash = safeTxHash(hashParams)
  // The contract's own hash must equal the one computed off-chain; anything else is a bug.
  if (outcome.args.txHash !== expectedHash) {
    throw new Error(`safeTxHash mismatch: chain ${outcome.args.txHash}, computed ${expectedHash}`)
  }
  return {
    hash,
    receipt,
    safeTxHash: expectedHash,
    tx,
    signatures,
    success: outcome.eventName === 'ExecutionSuccess',
  }
}
