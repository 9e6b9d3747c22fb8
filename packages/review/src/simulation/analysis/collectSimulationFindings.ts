import {
  decodeSafeCallTree,
  flattenSafeCallTree,
  getKnownSafeSingleton,
  type SafeTransactionData,
} from '@assent/core'
import { type Address, formatUnits, isAddressEqual, slice } from 'viem'
import type { SigningRisk } from '../../risks/signingRisk'
import { findLookAlikes, type KnownAddress } from './findLookAlikes'
import type { ApprovalGrant, AssetChange } from './readAssetChanges'
import type { SimulationReport } from './simulationReport'

/** Something the signer should know that does not need a typed acknowledgement. */
export type SimulationNotice = {
  id: 'reverts' | 'fails' | 'whole-balance' | 'codeless' | 'unlimited-approval' | 'new-recipient'
  level: 'warning' | 'info'
  text: string
}

// selectors of calls that ask for an approval openly (approve, increaseAllowance,
// setApprovalForAll, ERC-2612 permit): an approval they cause is expected.
const APPROVING_SELECTORS = new Set(['0x095ea7b3', '0x39509351', '0xa22cb465', '0xd505accf'])

/** Parameters of `collectSimulationFindings`. */
export type CollectSimulationFindingsParameters = {
  report: SimulationReport
  tx: SafeTransactionData
  safe: Address
  /** Addresses the user knows (owners, address book): look-alikes of them are found. */
  known: readonly KnownAddress[]
  /** The Safe's past counterparties: compared with, but no proof an address is safe. */
  history?: readonly KnownAddress[]
  /** The chain's coin, e.g. "ETH". */
  nativeSymbol: string
}

/** What `collectSimulationFindings` answers: risks that need a word, and notices. */
export type CollectSimulationFindingsReturnType = {
  risks: SigningRisk[]
  notices: SimulationNotice[]
}

/**
 * Turns a simulation report into risks (each blocks signing until its word is typed) and
 * notices. Critical: a changed singleton, guard, fallback handler or module list; an approval
 * the transaction does not ask for; a counterparty that looks like a known address but is not.
 * @example
 * const { risks, notices } = collectSimulationFindings({ report, tx, safe, known: addressBook, nativeSymbol: 'ETH' })
 */
export function collectSimulationFindings({
  report,
  tx,
  safe,
  known,
  history = [],
  nativeSymbol,
}: CollectSimulationFindingsParameters): CollectSimulationFindingsReturnType {
  const risks: SigningRisk[] = []
  const notices: SimulationNotice[] = []
  const { run } = report

  const control = (report.settings ?? []).filter((change) => change.critical)
  if (control.length > 0) {
    const controllers = [...new Set(control.flatMap((change) => change.controller ?? []))]
    risks.push({
      id: 'safe-control',
      word: 'control',
      title: `Gives control of the Safe to ${controllers.join(', ') || 'another contract'}`,
      explanation: `Simulated, this transaction changes the Safe's ${control
        .map((change) => FIELD_NAMES[change.field])
        .join(
          ', ',
        )}. Whoever wrote that code can then move every asset and change the owners without any signature. Type the word only if you understand this can give control of the Safe to ${controllers.join(', ') || 'that code'}.`,
      items: control.map(
        (change) =>
          `${FIELD_NAMES[change.field]}: ${change.before} → ${change.after}${
            change.field === 'singleton' ? describeSingleton(change.after) : ''
          }`,
      ),
    })
  }

  const hidden = report.approvals.filter(
    (approval) => !isAskedFor(approval, tx) && grants(approval),
  )
  if (hidden.length > 0) {
    risks.push({
      id: 'hidden-approval',
      word: 'approval',
      title: 'Grants an approval the transaction does not ask for',
      explanation:
        'Simulated, a contract this transaction calls lets another address spend the Safe’s tokens, although no call in the transaction is an approval. The spender can take those tokens later without the owners.',
      items: hidden.map((approval) => describeApproval(approval, report)),
    })
  }

  const addresses = counterparties(report, tx)
  const lookAlikes = findLookAlikes({ addresses, known, history, safe })
  if (lookAlikes.length > 0) {
    risks.push({
      id: 'look-alike',
      word: 'lookalike',
      title: 'An address looks like one you know, but is not',
      explanation:
        'Attackers send tiny transfers from addresses that share the first and last characters of addresses you use, hoping you copy theirs from the history. Compare every character.',
      items: lookAlikes.map(
        ({ address, like }) => `${address} looks like ${like.name} (${like.address})`,
      ),
    })
  }

  if (run.outcome === 'reverted') {
    notices.push({
      id: 'reverts',
      level: 'warning',
      text: `Executing it now would revert (${run.revertReason ?? 'no reason'}): nothing would happen and the execution fee would be lost.`,
    })
  } else if (run.outcome === 'execution-failure') {
    notices.push({
      id: 'fails',
      level: 'warning',
      text: `The Safe's call fails (${run.revertReason ?? 'no reason'}): executing it uses the nonce and pays the fees but changes nothing else.`,
    })
  }
  for (const change of report.assetChanges) {
    if (change.direction !== 'out' || (change.kind !== 'native' && change.kind !== 'erc20'))
      continue
    const key = change.kind === 'native' ? 'native' : change.token.toLowerCase()
    const before = report.balancesBefore[key]
    const total = totalOut(report.assetChanges, change)
    if (
      before !== undefined &&
      before > 0n &&
      total >= before &&
      isFirstOut(report.assetChanges, change)
    ) {
      notices.push({
        id: 'whole-balance',
        level: 'warning',
        text: `Empties the Safe's ${change.kind === 'native' ? nativeSymbol : tokenLabel(report, change.token)}: all of it leaves the Safe.`,
      })
    }
  }
  for (const address of report.codeless) {
    notices.push({
      id: 'codeless',
      level: 'warning',
      text: `Calls ${address} with data, but there is no contract there: the call does nothing and succeeds.`,
    })
  }
  for (const approval of report.approvals) {
    if (approval.kind === 'erc20' && approval.unlimited && isAskedFor(approval, tx)) {
      notices.push({
        id: 'unlimited-approval',
        level: 'warning',
        text: `Unlimited approval: ${describeApproval(approval, report)}.`,
      })
    }
  }
  for (const change of report.assetChanges) {
    if (change.direction !== 'out') continue
    if (!known.some((entry) => isAddressEqual(entry.address, change.counterparty))) {
      notices.push({
        id: 'new-recipient',
        level: 'info',
        text: `${change.counterparty} is not in your address book or among the owners.`,
      })
    }
  }
  return { risks, notices: dedupe(notices) }
}

const FIELD_NAMES = {
  owners: 'owners',
  threshold: 'threshold',
  modules: 'modules',
  guard: 'guard',
  fallbackHandler: 'fallback handler',
  singleton: 'singleton (implementation)',
} as const

/** An official Safe singleton is named (an upgrade), still to be acknowledged like any other. */
function describeSingleton(address: string): string {
  const known = getKnownSafeSingleton(address as Address)
  return known
    ? ` (the official Safe ${known.version}${known.l2 ? ' L2' : ''} singleton)`
    : ' (not a Safe singleton this wallet knows)'
}

function grants(approval: ApprovalGrant): boolean {
  if (approval.kind === 'erc20') return approval.amount > 0n
  if (approval.kind === 'operator') return approval.approved
  return true
}

/** Whether a call of the transaction to that token openly asks for an approval. */
function isAskedFor(approval: ApprovalGrant, tx: SafeTransactionData): boolean {
  return flattenSafeCallTree(decodeSafeCallTree(tx)).some(
    (node) =>
      isAddressEqual(node.to, approval.token) &&
      node.data.length >= 10 &&
      APPROVING_SELECTORS.has(slice(node.data, 0, 4)),
  )
}

/** The token's symbol as its contract answers it, else its address. */
function tokenLabel(report: SimulationReport, token: Address): string {
  const info = report.tokens[token.toLowerCase()]
  return info && !('error' in info) && info.symbol ? info.symbol : token
}

function describeApproval(approval: ApprovalGrant, report: SimulationReport): string {
  const token = report.tokens[approval.token.toLowerCase()]
  const symbol = tokenLabel(report, approval.token)
  if (approval.kind === 'erc20') {
    const decimals = token && !('error' in token) ? token.decimals : null
    const amount = approval.unlimited
      ? 'an unlimited amount of'
      : decimals === null
        ? `${approval.amount} units of`
        : `${formatUnits(approval.amount, decimals)}`
    return `${approval.spender} may spend ${amount} ${symbol}`
  }
  if (approval.kind === 'operator') return `${approval.spender} may move every ${symbol} token`
  return `${approval.spender} may move ${symbol} #${approval.tokenId}`
}

/** Every address the transaction sends to, calls, or lets spend. */
function counterparties(report: SimulationReport, tx: SafeTransactionData): Address[] {
  return [
    tx.to,
    ...flattenSafeCallTree(decodeSafeCallTree(tx)).map((node) => node.to),
    ...report.assetChanges.map((change) => change.counterparty),
    ...report.approvals.map((approval) => approval.spender),
  ]
}

function sameAsset(a: AssetChange, b: AssetChange): boolean {
  if (a.kind === 'native' || b.kind === 'native') return a.kind === b.kind
  return a.kind === b.kind && isAddressEqual(a.token, b.token)
}

function totalOut(changes: readonly AssetChange[], like: AssetChange): bigint {
  return changes
    .filter((change) => change.direction === 'out' && sameAsset(change, like))
    .reduce((sum, change) => sum + ('amount' in change ? change.amount : 0n), 0n)
}

function isFirstOut(changes: readonly AssetChange[], like: AssetChange): boolean {
  return changes.find((change) => change.direction === 'out' && sameAsset(change, like)) === like
}

function dedupe(notices: SimulationNotice[]): SimulationNotice[] {
  const seen = new Set<string>()
  return notices.filter((notice) => !seen.has(notice.text) && seen.add(notice.text))
}
