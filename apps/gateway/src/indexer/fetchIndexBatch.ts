import { legacySafeAbi, safeAbi, safeProxyFactoryAbi } from '@assent/core'
import { type Address, getAddress, toEventSelector } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { toTracedTransfer } from './collectValueCalls'
import { decodeSafeCreations, toNewSafe } from './decodeSafeCreations'
import { decodeSafeEvents } from './decodeSafeEvents'
import { decodeTransferLogs } from './decodeTransferLogs'
import { deriveExecutionNonces } from './deriveExecutionNonces'
import { findTracedNativeTransfers } from './findTracedNativeTransfers'
import { isBefore130 } from './legacySafes'
import { parseSafeLogs } from './parseSafeLogs'
import { readTokenMetadata } from './readTokenMetadata'
import { resolveBareExecution } from './resolveBareExecution'
import {
  decodeLegacyProxyCreations,
  PROXY_CREATION_111_TOPIC,
  resolveLegacyCreations,
} from './resolveLegacyCreations'
import { addressTopic, byChainOrder, chunk, getRawLogs, type RawLog } from './rpcLogs'
import type { IndexBatch } from './types'

const SAFE_EVENT_TOPICS = [...safeAbi, ...legacySafeAbi]
  .filter((item) => item.type === 'event')
  .map((item) => toEventSelector(item))
const PROXY_CREATION_TOPIC = toEventSelector(
  safeProxyFactoryAbi.find((item) => item.type === 'event' && item.name === 'ProxyCreation')!,
)
const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)')

/**
 * Reads blocks `from..to` of a chain: Safes created by its proxy factories, every SafeL2 event
 * of known Safes, ERC-20/721 transfers touching them, and native coin sent to Safes before 1.3.0
 * (by tracing: they log none). Needs no database; `knownSafes`, `legacySafes` (those of the
 * known Safes on a singleton before 1.3.0) and `knownTokens` are what the indexer already
 * knows. The decoding is in the decode* files.
 */
export async function fetchIndexBatch(
  chain: ChainContext,
  p: {
    from: number
    to: number
    knownSafes: ReadonlySet<Address>
    legacySafes?: ReadonlySet<Address>
    knownTokens: ReadonlySet<Address>
  },
): Promise<IndexBatch> {
  const { client, config } = chain
  const masterCopies = new Set(config.masterCopies.map((copy) => getAddress(copy.address)))
  const creationLogs =
    config.proxyFactories.length > 0
      ? await getRawLogs(client, {
          from: p.from,
          to: p.to,
          addresses: config.proxyFactories,
          topics: [[PROXY_CREATION_TOPIC, PROXY_CREATION_111_TOPIC]],
        })
      : []
  const legacy = await resolveLegacyCreations(
    client,
    decodeLegacyProxyCreations(creationLogs),
    masterCopies,
  )
  const created = [
    ...decodeSafeCreations(creationLogs, masterCopies),
    ...legacy.map((l) => l.creation),
  ]
  const safes = new Set([...p.knownSafes, ...created.map((c) => c.address)])
  if (safes.size === 0) {
    const block = await client.getBlock({ blockNumber: BigInt(p.to) })
    return {
      ...emptyBatch(p.from, p.to),
      toHash: block.hash,
      blockHashes: [{ number: p.to, hash: block.hash }],
    }
  }

  const safeList = [...safes]
  const legacySafes = new Set(p.legacySafes)
  for (const creation of created) {
    if (creation.singleton && isBefore130(config, creation.singleton)) {
      legacySafes.add(creation.address)
    }
  }
  const [safeLogs, transferLogs, traced] = await Promise.all([
    getRawLogs(client, {
      from: p.from,
      to: p.to,
      addresses: safeList,
      topics: [SAFE_EVENT_TOPICS],
    }),
    fetchTransferLogs(chain, p.from, p.to, safeList),
    findTracedNativeTransfers(client, { from: p.from, to: p.to, recipients: legacySafes }),
  ])

  const blockNumbers = new Set<number>([p.to])
  for (const log of [...creationLogs, ...safeLogs, ...transferLogs])
    blockNumbers.add(Number(log.blockNumber))
  for (const call of traced.calls) blockNumbers.add(call.blockNumber)
  const blocks = new Map(
    await Promise.all(
      [...blockNumbers].map(async (number) => {
        const block = await client.getBlock({ blockNumber: BigInt(number) })
        return [number, { hash: block.hash, timestamp: Number(block.timestamp) * 1000 }] as const
      }),
    ),
  )
  const timestampOf = (number: number) => blocks.get(number)?.timestamp ?? 0

  const parsed = parseSafeLogs(safeLogs)
  const events = await decodeSafeEvents(parsed, timestampOf)
  const resolved = await Promise.all(
    events.bareExecutions.map(async (bare) => ({
      bare,
      record: await resolveBareExecution(client, chain.chainId, bare),
    })),
  )
  const outcomes = parsed.flatMap((event) =>
    event.eventName === 'ExecutionSuccess' || event.eventName === 'ExecutionFailure'
      ? [
          {
            safe: getAddress(event.address),
            blockNumber: Number(event.blockNumber),
            logIndex: event.logIndex,
          },
        ]
      : [],
  )
  const unresolvedExecutions = await deriveExecutionNonces(
    client,
    resolved.flatMap((r) => (r.record ? [] : [r.bare])),
    outcomes,
  )
  // A Safe moved to 1.3.0+ inside the range logs SafeReceived for what the trace also shows.
  const received = new Set(events.transfers.map((t) => `${t.txHash}:${t.safe}:${t.value}`))
  const tracedTransfers = traced.calls
    .map((call) => toTracedTransfer(call, timestampOf(call.blockNumber)))
    .filter((t) => !received.has(`${t.txHash}:${t.safe}:${t.value}`))
  const newSafes = await Promise.all(
    created.map(async (creation) => {
      const tx = await client.getTransaction({ hash: creation.creationTxHash })
      return toNewSafe(creation, {
        creator: tx.from,
        createdAt: timestampOf(creation.createdBlock),
        setup:
          events.setups.get(creation.address) ??
          legacy.find((l) => l.creation.address === creation.address)?.setup,
      })
    }),
  )
  const transfers = [
    ...events.transfers,
    ...tracedTransfers,
    ...decodeTransferLogs(transferLogs, safes, timestampOf),
  ]
  const tokenAddresses = new Set(
    transfers.flatMap((t) =>
      t.tokenAddress && !p.knownTokens.has(t.tokenAddress) ? [t.tokenAddress] : [],
    ),
  )
  const tokens = await Promise.all(
    [...tokenAddresses].map((address) => {
      const type =
        transfers.find((t) => t.tokenAddress === address)!.type === 'ERC721' ? 'ERC721' : 'ERC20'
      return readTokenMetadata(client, address, type)
    }),
  )
  return {
    from: p.from,
    to: p.to,
    toHash: blocks.get(p.to)!.hash,
    blockHashes: [...blocks].map(([number, block]) => ({ number, hash: block.hash })),
    safes: newSafes,
    // 1.1.1 Safes emit no SafeSetup: their first owners come from the chain.
    ownerChanges: [
      ...legacy.map(({ creation, setup }) => ({
        safe: creation.address,
        kind: 'setup' as const,
        owners: setup.owners,
      })),
      ...events.ownerChanges,
    ],
    moduleChanges: events.moduleChanges,
    transfers,
    moduleTransactions: events.moduleTransactions,
    executions: [...events.executions, ...resolved.flatMap((r) => (r.record ? [r.record] : []))],
    unresolvedExecutions,
    singletonChanges: events.singletonChanges,
    legacyTracing: legacySafes.size > 0 ? traced.mode : null,
    approvals: events.approvals,
    tokens,
  }
}

function emptyBatch(from: number, to: number): IndexBatch {
  return {
    from,
    to,
    toHash: '0x',
    blockHashes: [],
    safes: [],
    ownerChanges: [],
    moduleChanges: [],
    transfers: [],
    moduleTransactions: [],
    executions: [],
    unresolvedExecutions: [],
    singletonChanges: [],
    legacyTracing: null,
    approvals: [],
    tokens: [],
  }
}

/** Transfer logs from or to any of `safes`, each once, in chain order. */
async function fetchTransferLogs(
  chain: ChainContext,
  from: number,
  to: number,
  safes: Address[],
): Promise<RawLog[]> {
  const queries = chunk(safes.map(addressTopic), 500).flatMap((topics) => [
    getRawLogs(chain.client, { from, to, topics: [TRANSFER_TOPIC, topics] }),
    getRawLogs(chain.client, { from, to, topics: [TRANSFER_TOPIC, null, topics] }),
  ])
  const seen = new Set<string>()
  return (await Promise.all(queries))
    .flat()
    .filter((log) => {
      const key = `${log.transactionHash}:${log.logIndex}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort(byChainOrder)
}
