import {
  buildSignatureBytes,
  parseSignatureBytes,
  recoverSafeSignature,
  safeAbi,
  safeProxyFactoryAbi,
} from '@assent/core'
import {
  type Address,
  decodeAbiParameters,
  getAddress,
  type Hex,
  hexToBigInt,
  type parseEventLogs,
  sliceHex,
  toEventSelector,
} from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { parseProxyCreationLogs, parseSafeLogs } from './parseSafeLogs'
import { readTokenMetadata } from './readTokenMetadata'
import { addressTopic, chunk, getRawLogs, type RawLog } from './rpcLogs'
import type {
  ConfirmationRecord,
  ExecutionRecord,
  IndexBatch,
  ModuleTransactionRecord,
  NewSafe,
  TransferRecord,
} from './types'

const SAFE_EVENT_TOPICS = safeAbi
  .filter((item) => item.type === 'event')
  .map((item) => toEventSelector(item))
const PROXY_CREATION_TOPIC = toEventSelector(
  safeProxyFactoryAbi.find((item) => item.type === 'event' && item.name === 'ProxyCreation')!,
)
const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)')

type Decoded = ReturnType<typeof parseEventLogs<typeof safeAbi>>[number]

/**
 * Reads blocks `from..to` of a chain: Safes created by its proxy factories, every SafeL2 event
 * of known Safes, and ERC-20/721 transfers touching them. Needs no database; `knownSafes` and
 * `knownTokens` are what the database already holds.
 */
export async function fetchIndexBatch(
  chain: ChainContext,
  p: {
    from: number
    to: number
    knownSafes: ReadonlySet<Address>
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
          topics: [PROXY_CREATION_TOPIC],
        })
      : []
  const created = parseProxyCreationLogs(creationLogs)
    .filter((log) => masterCopies.has(getAddress(log.args.singleton)))
    .map((log) => ({ log, proxy: getAddress(log.args.proxy) }))
  const safes = new Set([...p.knownSafes, ...created.map((c) => c.proxy)])
  if (safes.size === 0) {
    const block = await client.getBlock({ blockNumber: BigInt(p.to) })
    return {
      ...emptyBatch(p.from, p.to),
      toHash: block.hash,
      blockHashes: [{ number: p.to, hash: block.hash }],
    }
  }

  const safeList = [...safes]
  const [safeLogs, transferLogs] = await Promise.all([
    getRawLogs(client, {
      from: p.from,
      to: p.to,
      addresses: safeList,
      topics: [SAFE_EVENT_TOPICS],
    }),
    fetchTransferLogs(chain, p.from, p.to, safeList),
  ])
  const safeEvents = parseSafeLogs(safeLogs) as Decoded[]

  const blockNumbers = new Set<number>([p.to])
  for (const log of [...creationLogs, ...safeLogs, ...transferLogs])
    blockNumbers.add(log.blockNumber)
  const blocks = new Map(
    await Promise.all(
      [...blockNumbers].map(async (number) => {
        const block = await client.getBlock({ blockNumber: BigInt(number) })
        return [number, { hash: block.hash, timestamp: Number(block.timestamp) * 1000 }] as const
      }),
    ),
  )
  const timestampOf = (number: number) => blocks.get(number)?.timestamp ?? 0

  const newSafes: NewSafe[] = await Promise.all(
    created.map(async ({ log, proxy }) => {
      const tx = await client.getTransaction({ hash: log.transactionHash! })
      return {
        address: proxy,
        creator: getAddress(tx.from),
        factory: getAddress(log.address),
        singleton: getAddress(log.args.singleton),
        creationTxHash: log.transactionHash!,
        createdBlock: Number(log.blockNumber),
        createdAt: timestampOf(Number(log.blockNumber)),
        setupOwners: null,
        setupThreshold: null,
      }
    }),
  )
  const batch: IndexBatch = {
    ...emptyBatch(p.from, p.to),
    toHash: blocks.get(p.to)!.hash,
    blockHashes: [...blocks].map(([number, block]) => ({ number, hash: block.hash })),
    safes: newSafes,
  }
  await collectSafeEvents(batch, safeEvents, timestampOf)
  batch.transfers.push(...decodeTransfers(transferLogs, safes, timestampOf))
  const tokenAddresses = new Set(
    batch.transfers.flatMap((t) =>
      t.tokenAddress && !p.knownTokens.has(t.tokenAddress) ? [t.tokenAddress] : [],
    ),
  )
  batch.tokens = await Promise.all(
    [...tokenAddresses].map((address) => {
      const type =
        batch.transfers.find((t) => t.tokenAddress === address)!.type === 'ERC721'
          ? 'ERC721'
          : 'ERC20'
      return readTokenMetadata(client, address, type)
    }),
  )
  return batch
}

function emptyBatch(from: number, to: number): IndexBatch {
  return {
    from,
    to,
    toHash: '0x',
    blockHashes: [],
    safes: [],
    ownerChanges: [],
    transfers: [],
    moduleTransactions: [],
    executions: [],
    approvals: [],
    tokens: [],
  }
}

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
    .sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex)
}

/** ERC-721 Transfer indexes the token id (4 topics); ERC-20 puts the amount in data. */
function decodeTransfers(
  logs: RawLog[],
  safes: ReadonlySet<Address>,
  timestampOf: (block: number) => number,
): TransferRecord[] {
  const records: TransferRecord[] = []
  for (const log of logs) {
    const [, fromTopic, toTopic, idTopic] = log.topics
    if (!fromTopic || !toTopic) continue
    const isErc721 = idTopic !== undefined
    if (!isErc721 && log.data.length !== 66) continue
    const from = getAddress(sliceHex(fromTopic, 12))
    const to = getAddress(sliceHex(toTopic, 12))
    const amount = isErc721 ? '1' : hexToBigInt(log.data).toString()
    const base = {
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      timestamp: timestampOf(log.blockNumber),
      tokenAddress: getAddress(log.address),
      type: isErc721 ? ('ERC721' as const) : ('ERC20' as const),
      from,
      to,
      value: amount,
      tokenId: isErc721 ? hexToBigInt(idTopic).toString() : null,
    }
    if (safes.has(to)) records.push({ ...base, safe: to, direction: 'INCOMING' })
    if (safes.has(from) && from !== to) records.push({ ...base, safe: from, direction: 'OUTGOING' })
  }
  return records
}

/** Pairs SafeMultiSigTransaction/SafeModuleTransaction with the outcome event that follows. */
async function collectSafeEvents(
  batch: IndexBatch,
  events: Decoded[],
  timestampOf: (block: number) => number,
): Promise<void> {
  const setupBySafe = new Map<Address, { owners: Address[]; threshold: number }>()
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!
    const safe = getAddress(event.address)
    const blockNumber = Number(event.blockNumber)
    const timestamp = timestampOf(blockNumber)
    const outcome = (names: string[]) =>
      events
        .slice(i + 1)
        .find(
          (next) =>
            next.transactionHash === event.transactionHash &&
            getAddress(next.address) === safe &&
            names.includes(next.eventName),
        )
    switch (event.eventName) {
      case 'SafeSetup': {
        const owners = event.args.owners.map((o) => getAddress(o))
        setupBySafe.set(safe, { owners, threshold: Number(event.args.threshold) })
        batch.ownerChanges.push({ safe, kind: 'setup', owners })
        break
      }
      case 'AddedOwner':
        batch.ownerChanges.push({ safe, kind: 'add', owner: getAddress(event.args.owner) })
        break
      case 'RemovedOwner':
        batch.ownerChanges.push({ safe, kind: 'remove', owner: getAddress(event.args.owner) })
        break
      case 'SafeReceived':
        batch.transfers.push({
          txHash: event.transactionHash!,
          logIndex: event.logIndex!,
          safe,
          blockNumber,
          timestamp,
          tokenAddress: null,
          type: 'NATIVE_COIN',
          from: getAddress(event.args.sender),
          to: safe,
          value: event.args.value.toString(),
          tokenId: null,
          direction: 'INCOMING',
        })
        break
      case 'ApproveHash':
        batch.approvals.push({
          safe,
          safeTxHash: event.args.approvedHash,
          owner: getAddress(event.args.owner),
          timestamp,
        })
        break
      case 'SafeModuleTransaction': {
        const result = outcome(['ExecutionFromModuleSuccess', 'ExecutionFromModuleFailure'])
        const record: ModuleTransactionRecord = {
          txHash: event.transactionHash!,
          logIndex: event.logIndex!,
          safe,
          module: getAddress(event.args.module),
          to: getAddress(event.args.to),
          value: event.args.value.toString(),
          data: event.args.data,
          operation: Number(event.args.operation),
          isSuccessful: result?.eventName === 'ExecutionFromModuleSuccess',
          blockNumber,
          timestamp,
        }
        batch.moduleTransactions.push(record)
        break
      }
      case 'SafeMultiSigTransaction': {
        const result = outcome(['ExecutionSuccess', 'ExecutionFailure'])
        if (!result || !('txHash' in result.args)) break
        batch.executions.push(
          await toExecution(
            event,
            result.args.txHash,
            result.eventName === 'ExecutionSuccess',
            timestamp,
          ),
        )
        break
      }
    }
  }
  for (const safe of batch.safes) {
    const setup = setupBySafe.get(safe.address)
    if (setup) {
      safe.setupOwners = setup.owners
      safe.setupThreshold = setup.threshold
    }
  }
}

async function toExecution(
  event: Extract<Decoded, { eventName: 'SafeMultiSigTransaction' }>,
  safeTxHash: Hex,
  isSuccessful: boolean,
  timestamp: number,
): Promise<ExecutionRecord> {
  const a = event.args
  const [nonce, sender, threshold] = decodeAbiParameters(
    [{ type: 'uint256' }, { type: 'address' }, { type: 'uint256' }],
    a.additionalInfo,
  )
  return {
    safe: getAddress(event.address),
    safeTxHash,
    to: getAddress(a.to),
    value: a.value.toString(),
    data: a.data,
    operation: Number(a.operation),
    safeTxGas: a.safeTxGas.toString(),
    baseGas: a.baseGas.toString(),
    gasPrice: a.gasPrice.toString(),
    gasToken: getAddress(a.gasToken),
    refundReceiver: getAddress(a.refundReceiver),
    nonce: nonce.toString(),
    txHash: event.transactionHash!,
    blockNumber: Number(event.blockNumber),
    logIndex: event.logIndex!,
    executedAt: timestamp,
    executor: getAddress(sender),
    isSuccessful,
    signatures: a.signatures,
    confirmations: await recoverConfirmations(
      safeTxHash,
      a.signatures,
      Number(threshold),
      timestamp,
    ),
  }
}

/** Owners whose signatures went into execTransaction; unreadable signatures are skipped. */
async function recoverConfirmations(
  safeTxHash: Hex,
  signatures: Hex,
  threshold: number,
  timestamp: number,
): Promise<ConfirmationRecord[]> {
  let parts: ReturnType<typeof parseSignatureBytes>
  try {
    parts = parseSignatureBytes(signatures, threshold)
  } catch {
    return []
  }
  const records: ConfirmationRecord[] = []
  for (const part of parts) {
    try {
      const owner =
        part.signer ??
        (await recoverSafeSignature({ hash: safeTxHash, signature: part.data })).signer
      records.push({
        owner,
        // A contract signature is stored self-contained (its static part pointing right after
        // itself, then length and payload), as proposals store it and wallets verify it.
        signature:
          part.kind === 'contract'
            ? buildSignatureBytes([
                { signer: owner, data: part.dynamicData ?? '0x', dynamic: true },
              ])
            : part.data,
        signatureType: part.kind,
        submittedAt: timestamp,
      })
    } catch {
      // A signature the Safe accepted but we cannot attribute: the tx still counts as executed.
    }
  }
  return records
}
