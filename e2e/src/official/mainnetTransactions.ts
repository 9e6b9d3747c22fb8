import { safeAbi } from '@assent/core'
import type {
  AddressEx,
  SafeInfo,
  TransactionDetails,
  TransactionListItem,
  TransactionListPage,
  TransactionSummary,
} from '@assent/gateway-client'
import { type Address, decodeFunctionData, type Hex } from 'viem'
import type { ChainSafeTx, MainnetWorld } from './startMainnetChain'

const ex = (
  value: string,
  name: string | null = null,
  logoUri: string | null = null,
): AddressEx => ({
  value,
  name,
  logoUri,
})

/** `GET /v1/chains/1/safes/{address}` of the official gateway for the world's Safe at `nonce`. */
export function mainnetSafeInfo(world: MainnetWorld, nonce: number): SafeInfo {
  const tag = String(Math.floor(world.executed.timestamp / 1000))
  return {
    address: ex(world.safe),
    chainId: '1',
    nonce,
    threshold: world.threshold,
    owners: world.owners.map((owner) => ex(owner)),
    implementation: ex(world.singleton, 'Safe 1.3.0'),
    implementationVersionState: 'UP_TO_DATE',
    collectiblesTag: tag,
    txQueuedTag: String(Math.floor(world.queued[1].timestamp / 1000)),
    txHistoryTag: tag,
    messagesTag: null,
    modules: null,
    fallbackHandler: ex(world.fallbackHandler, 'Safe: CompatibilityFallbackHandler 1.3.0'),
    guard: null,
    version: world.version,
  }
}

/** Transaction ids as the official gateway builds them. */
export const multisigId = (world: MainnetWorld, tx: ChainSafeTx) =>
  `multisig_${world.safe}_${tx.safeTxHash}`

function txInfoOf(world: MainnetWorld, { tx }: ChainSafeTx): TransactionSummary['txInfo'] {
  if (tx.data === '0x') {
    return {
      type: 'Transfer',
      humanDescription: null,
      sender: ex(world.safe),
      recipient: ex(tx.to),
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: tx.value.toString() },
    } as TransactionSummary['txInfo']
  }
  const decoded = decodeFunctionData({ abi: safeAbi, data: tx.data as Hex })
  const threshold = Number((decoded.args as readonly bigint[])[0])
  return {
    type: 'SettingsChange',
    humanDescription: null,
    dataDecoded: {
      method: decoded.functionName,
      parameters: [{ name: '_threshold', type: 'uint256', value: String(threshold) }],
    },
    settingsInfo: { type: 'CHANGE_THRESHOLD', threshold },
  } as TransactionSummary['txInfo']
}

function summaryOf(world: MainnetWorld, safeTx: ChainSafeTx): TransactionSummary {
  const executed = safeTx.txHash !== undefined
  const signers = safeTx.confirmations.map((c) => c.signer.toLowerCase())
  return {
    id: multisigId(world, safeTx),
    timestamp: safeTx.timestamp,
    txStatus: executed ? 'SUCCESS' : 'AWAITING_CONFIRMATIONS',
    txInfo: txInfoOf(world, safeTx),
    executionInfo: {
      type: 'MULTISIG',
      nonce: Number(safeTx.tx.nonce),
      confirmationsRequired: world.threshold,
      confirmationsSubmitted: safeTx.confirmations.length,
      missingSigners: executed
        ? null
        : world.owners.filter((o) => !signers.includes(o.toLowerCase())).map((o) => ex(o)),
    },
    safeAppInfo: null,
    txHash: safeTx.txHash ?? null,
  }
}

const page = (results: TransactionListItem[]): TransactionListPage => ({
  count: results.length,
  next: null,
  previous: null,
  results,
})
const item = (transaction: TransactionSummary): TransactionListItem => ({
  type: 'TRANSACTION',
  transaction,
  conflictType: 'None',
})

/**
 * `GET …/transactions/queued`: the queued transactions not yet executed, under "Next" (the
 * Safe's nonce) and "Queued", as the official gateway labels them.
 */
export function mainnetQueuePage(world: MainnetWorld, nonce: number): TransactionListPage {
  const results: TransactionListItem[] = []
  for (const safeTx of world.queued.filter((q) => !q.txHash)) {
    const label = Number(safeTx.tx.nonce) === nonce ? 'Next' : 'Queued'
    const last = results.findLast((row) => row.type === 'LABEL')
    if (!last || (last.type === 'LABEL' && last.label !== label)) {
      results.push({ type: 'LABEL', label })
    }
    results.push(item(summaryOf(world, safeTx)))
  }
  return page(results)
}

const dayOf = (ms: number) => {
  const day = new Date(ms)
  day.setUTCHours(0, 0, 0, 0)
  return day.getTime()
}

/** `GET …/transactions/history`: the execution, the incoming ETH and the creation, newest first, by day. */
export function mainnetHistoryPage(world: MainnetWorld): TransactionListPage {
  const incoming: TransactionSummary = {
    id: `transfer_${world.safe}_i${world.funding.txHash.slice(2, 20)}`,
    timestamp: world.funding.timestamp,
    txStatus: 'SUCCESS',
    txInfo: {
      type: 'Transfer',
      humanDescription: null,
      sender: ex(world.funding.from),
      recipient: ex(world.safe),
      direction: 'INCOMING',
      transferInfo: { type: 'NATIVE_COIN', value: world.funding.value.toString() },
    } as TransactionSummary['txInfo'],
    executionInfo: null,
    safeAppInfo: null,
    txHash: world.funding.txHash,
  }
  const creation: TransactionSummary = {
    id: `creation_${world.safe}`,
    timestamp: world.creation.timestamp,
    txStatus: 'SUCCESS',
    txInfo: {
      type: 'Creation',
      humanDescription: null,
      creator: ex(world.creation.creator),
      transactionHash: world.creation.txHash,
      implementation: ex(world.singleton, 'Safe 1.3.0'),
      factory: ex(world.factory, 'Safe: Proxy Factory 1.3.0'),
      saltNonce: '1700000000',
    } as TransactionSummary['txInfo'],
    executionInfo: null,
    safeAppInfo: null,
    txHash: world.creation.txHash,
  }
  const executed = [world.executed, ...world.queued.filter((q) => q.txHash)]
  const rows = [...executed.map((tx) => summaryOf(world, tx)), incoming, creation].sort(
    (a, b) => b.timestamp - a.timestamp,
  )
  const results: TransactionListItem[] = []
  let day: number | undefined
  for (const row of rows) {
    if (dayOf(row.timestamp) !== day) {
      day = dayOf(row.timestamp)
      results.push({ type: 'DATE_LABEL', timestamp: day })
    }
    results.push(item(row))
  }
  return page(results)
}

/** `GET /v1/chains/1/transactions/{id}` for the world's multisig transactions; undefined for others. */
export function mainnetTransactionDetails(
  world: MainnetWorld,
  id: string,
): TransactionDetails | undefined {
  const all = [world.executed, ...world.queued]
  const safeTx = all.find(
    (candidate) =>
      id.toLowerCase() === multisigId(world, candidate).toLowerCase() ||
      id.toLowerCase() === candidate.safeTxHash.toLowerCase(),
  )
  if (!safeTx) return undefined
  const summary = summaryOf(world, safeTx)
  const { tx } = safeTx
  const decoded = 'dataDecoded' in summary.txInfo ? summary.txInfo.dataDecoded : null
  return {
    safeAddress: world.safe,
    txId: summary.id,
    executedAt: safeTx.txHash ? safeTx.timestamp : null,
    txStatus: summary.txStatus,
    txInfo: summary.txInfo,
    txData: {
      hexData: tx.data === '0x' ? null : tx.data,
      dataDecoded: decoded,
      to: ex(tx.to),
      value: tx.value.toString(),
      operation: tx.operation,
      trustedDelegateCallTarget: null,
      addressInfoIndex: null,
    },
    txHash: safeTx.txHash ?? null,
    detailedExecutionInfo: {
      type: 'MULTISIG',
      submittedAt: safeTx.timestamp - 60_000,
      nonce: Number(tx.nonce),
      safeTxGas: tx.safeTxGas.toString(),
      baseGas: tx.baseGas.toString(),
      gasPrice: tx.gasPrice.toString(),
      gasToken: tx.gasToken,
      refundReceiver: ex(tx.refundReceiver),
      safeTxHash: safeTx.safeTxHash,
      executor: safeTx.executor ? ex(safeTx.executor) : null,
      signers: world.owners.map((o) => ex(o)),
      confirmationsRequired: world.threshold,
      confirmations: safeTx.confirmations.map((c, index) => ({
        signer: ex(c.signer),
        signature: c.signature,
        submittedAt: safeTx.timestamp - 60_000 + index * 1000,
      })),
      rejectors: [],
      gasTokenInfo: null,
      trusted: true,
      proposer: ex(world.owners[0] as Address),
      proposedByDelegate: null,
    },
    safeAppInfo: null,
  }
}

/** `GET …/nonces`: the Safe's nonce and the one after the last queued transaction. */
export function mainnetNonces(world: MainnetWorld, nonce: number) {
  const last = Math.max(nonce - 1, ...world.queued.map((q) => Number(q.tx.nonce)))
  return { currentNonce: nonce, recommendedNonce: last + 1 }
}
