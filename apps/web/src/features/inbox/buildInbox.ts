import type {
  ChainInfo,
  SafeMessageListItem,
  TransactionListItem,
  TransactionSummary,
} from '@assent/gateway-client'
import { describeTransaction } from '@assent/gateway-client'

/** A Safe the inbox looks into: one I own (as the gateway indexed it) or one I watch. */
export type InboxSafe = { chain: ChainInfo; address: string; owned: boolean }

/** What the inbox asks of me. */
export type InboxKind = 'sign' | 'execute' | 'message'

/** One row of the inbox: what is awaited, in which Safe, and where its review is. */
export type InboxItem = {
  /** Unique across Safes and chains. */
  key: string
  kind: InboxKind
  chain: ChainInfo
  safe: string
  title: string
  /** Milliseconds since epoch: when it was proposed (a message: last changed). */
  timestamp: number
  /** Where the review opens: the route and its search. */
  to: '/transactions/tx' | '/transactions/messages'
  search: { safe: string; id?: string }
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * What one Safe's queue (first page) and messages ask of `me`: transactions whose missing
 * signers include me, the next transaction once fully confirmed when I own the Safe (mine to
 * execute), and messages of a Safe I own that I have not confirmed.
 */
export function buildInboxItems(
  safe: InboxSafe,
  me: string,
  queue: readonly TransactionListItem[],
  messages: readonly SafeMessageListItem[],
): InboxItem[] {
  const safeParam = `${safe.chain.shortName}:${safe.address}`
  const base = { chain: safe.chain, safe: safe.address }
  const items: InboxItem[] = []
  let underNext = false
  for (const item of queue) {
    if (item.type === 'LABEL') underNext = item.label === 'Next'
    if (item.type !== 'TRANSACTION') continue
    const kind = transactionKind(item.transaction, me, safe.owned && underNext)
    if (!kind) continue
    items.push({
      ...base,
      key: `${safe.chain.chainId}:${item.transaction.id}`,
      kind,
      title: describeTransaction(item.transaction.txInfo, safe.chain),
      timestamp: item.transaction.timestamp,
      to: '/transactions/tx',
      search: { safe: safeParam, id: item.transaction.id },
    })
  }
  if (safe.owned) {
    for (const message of messages) {
      if (message.type !== 'MESSAGE' || message.status !== 'NEEDS_CONFIRMATION') continue
      if (message.confirmations.some((c) => same(c.owner.value, me))) continue
      items.push({
        ...base,
        key: `${safe.chain.chainId}:${message.messageHash}`,
        kind: 'message',
        title: message.name ?? 'Message',
        timestamp: message.modifiedTimestamp,
        to: '/transactions/messages',
        search: { safe: safeParam },
      })
    }
  }
  return items
}

function transactionKind(
  transaction: TransactionSummary,
  me: string,
  mayExecuteNext: boolean,
): InboxKind | undefined {
  const execution = transaction.executionInfo
  if (execution?.type !== 'MULTISIG') return undefined
  if (execution.missingSigners?.some((signer) => same(signer.value, me))) return 'sign'
  const confirmed = execution.confirmationsSubmitted >= execution.confirmationsRequired
  return confirmed && mayExecuteNext ? 'execute' : undefined
}

/** Newest first; equal times keep a stable order by key. */
export function newestFirst(items: readonly InboxItem[]): InboxItem[] {
  return [...items].sort((a, b) => b.timestamp - a.timestamp || a.key.localeCompare(b.key))
}
