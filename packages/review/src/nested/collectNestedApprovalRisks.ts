import type { Address } from 'viem'
import { describeMessageRisks } from '../messages/risks/describeMessageRisks'
import { assessDelegateCalls } from '../risks/assessDelegateCalls'
import { assessRefund } from '../risks/assessRefund'
import { collectSigningRisks } from '../risks/collectSigningRisks'
import { criticalChangeRisks } from '../risks/criticalChangeRisks'
import { findCriticalChanges } from '../risks/findCriticalChanges'
import { formatRefund } from '../risks/formatRefund'
import type { SigningRisk } from '../risks/signingRisk'
import type { SafeSettingChange } from '../simulation/analysis/compareSafeSettings'
import { simulatedOwnerChangeRisk } from '../simulation/analysis/simulatedOwnerChangeRisk'
import { findNestedApprovals, type NestedApproval } from './findNestedApprovals'
import type { NestedApprovalResolution } from './resolveNestedApproval'

/** One approval of the reviewed transaction and what it was proven to be (undefined: looking). */
export type NestedApprovalEntry = {
  approval: NestedApproval
  resolution: NestedApprovalResolution | undefined
}

/** What the child's simulation found, as far as the risks need it. */
export type ChildSimulationFindings = {
  /** Still running, could not run (nothing to simulate with), or finished. */
  status: 'loading' | 'unavailable' | 'done'
  /** Its findings that need a word; [] until it is done. */
  risks: readonly SigningRisk[]
  settings: readonly SafeSettingChange[] | undefined
}

/** The word that acknowledges an approval of something this wallet could not prove. */
export const NESTED_APPROVAL_WORD = 'approvehash'

/** Parameters of `collectNestedApprovalRisks`. */
export type CollectNestedApprovalRisksParameters = {
  chainId: string
  entries: readonly NestedApprovalEntry[]
  /** The entry whose child transaction `simulation` is of. */
  simulatedIndex: number
  simulation: ChildSimulationFindings | undefined
  native: { symbol: string; decimals: number }
}

/** What `collectNestedApprovalRisks` answers: risks in the order they are shown. */
export type CollectNestedApprovalRisksReturnType = SigningRisk[]

/**
 * The risks of a transaction's nested-Safe approvals, to be acknowledged like the parent's own:
 * one `nested-approval` risk (word `approvehash`) listing every approval that is not proven yet
 * or cannot be — unknown at the gateway, a hash mismatch, an unreadable Safe, a second approved
 * transaction (only one is simulated), a child transaction that itself approves for yet another
 * Safe — and, per proven child transaction or message, the risks its own signers get (unknown
 * delegate calls, refunds, settings and owner changes, the simulation's findings; a permit or
 * another Safe's hash in a message), each under its own id with its own word.
 * @example
 * const risks = collectNestedApprovalRisks({ chainId: '1', entries, simulatedIndex: 0, simulation: undefined, native })
 */
export function collectNestedApprovalRisks({
  chainId,
  entries,
  simulatedIndex,
  simulation,
  native,
}: CollectNestedApprovalRisksParameters): CollectNestedApprovalRisksReturnType {
  const open: { safe: Address | undefined; pending: boolean; item: string }[] = []
  const childRisks: SigningRisk[] = []
  entries.forEach(({ approval, resolution }, index) => {
    const where = describePath(approval.path)
    if (!resolution) {
      open.push({
        safe: undefined,
        pending: true,
        item: `${approval.hash}${where}: looking it up…`,
      })
      return
    }
    if (resolution.status === 'unproven') {
      open.push({
        safe: resolution.safe,
        pending: false,
        item: `${approval.hash} of Safe ${resolution.safe ?? '(unknown)'}${where}: ${resolution.reason}`,
      })
      return
    }
    if (resolution.status === 'message') {
      const label = `Message of Safe ${resolution.safe}${where}`
      const { risks } = describeMessageRisks(resolution.message, {
        chainId,
        address: resolution.safe,
        version: resolution.state.version,
      })
      for (const risk of risks) childRisks.push(asChildRisk(risk, index, label))
      return
    }
    const label = `Transaction #${resolution.tx.nonce} of Safe ${resolution.safe}${where}`
    const simulated = index === simulatedIndex
    if (!simulated) {
      open.push({
        safe: resolution.safe,
        pending: false,
        item: `${label}: not simulated — only the first approved transaction of a batch is.`,
      })
    } else if (simulation?.status === 'loading') {
      open.push({ safe: resolution.safe, pending: true, item: `${label}: simulating it…` })
    }
    if (findNestedApprovals(resolution.tx, resolution.safe).length > 0) {
      open.push({
        safe: resolution.safe,
        pending: false,
        item: `${label} itself approves a hash for another Safe: review it as a signer of Safe ${resolution.safe}.`,
      })
    }
    for (const risk of childTransactionRisks(
      resolution,
      native,
      simulated ? simulation : undefined,
    )) {
      childRisks.push(asChildRisk(risk, index, label))
    }
  })
  return open.length > 0 ? [unresolvedRisk(open), ...childRisks] : childRisks
}

/**
 * The risks the child transaction's own signers get, judged the same way: unknown delegate calls,
 * refunds, settings and owner changes (with the owners they leave, from the child's on-chain
 * state), and the simulation's findings — one box per id, a simulated finding adding its lines.
 */
function childTransactionRisks(
  resolution: Extract<NestedApprovalResolution, { status: 'transaction' }>,
  native: { symbol: string; decimals: number },
  simulation: ChildSimulationFindings | undefined,
): SigningRisk[] {
  const { tx, safe, state } = resolution
  const refund = assessRefund(tx)
  const decoded = [
    ...collectSigningRisks({
      delegateCalls: assessDelegateCalls(tx),
      refund,
      // The refund token's decimals are not read here: its raw base units are shown instead.
      refundText: formatRefund(refund, native, undefined),
    }),
    ...criticalChangeRisks({
      changes: findCriticalChanges(tx, safe),
      ownersBefore: state,
      ownSettingsChange: false,
    }).risks,
  ]
  if (simulation?.status !== 'done') return decoded
  const owners = simulatedOwnerChangeRisk(simulation.settings)
  const merged = decoded.map((risk) => ({ ...risk, items: [...risk.items] }))
  for (const risk of [...simulation.risks, ...(owners ? [owners] : [])]) {
    const same = merged.find((existing) => existing.id === risk.id)
    if (same) same.items.push(...risk.items.map((item) => `Simulated: ${item}`))
    else merged.push(risk)
  }
  return merged
}

/** A risk of the approved transaction or message, under its own id (its word unchanged). */
function asChildRisk(risk: SigningRisk, index: number, label: string): SigningRisk {
  return {
    ...risk,
    id: `nested-approval:${index}:${risk.id}`,
    title: `${label}, which this Safe approves: ${risk.title}`,
  }
}

function unresolvedRisk(
  open: { safe: Address | undefined; pending: boolean; item: string }[],
): SigningRisk {
  const safes = [...new Set(open.flatMap(({ safe }) => (safe ? [safe] : [])))]
  const title = open.every(({ pending }) => pending)
    ? 'Approves a transaction of another Safe: checking it…'
    : safes.length === 0
      ? 'Approves an unknown transaction of another Safe'
      : `Approves an unknown transaction of Safe ${safes.join(', Safe ')}`
  return {
    id: 'nested-approval',
    word: NESTED_APPROVAL_WORD,
    title,
    explanation:
      "This transaction makes this Safe approve a hash on another Safe (approveHash, or a signed EIP-712 preimage): that Safe then counts this Safe's approval as an owner's confirmation of whatever the hash stands for. Assent could not (yet) find it at the gateway and prove it by recomputing the hash from its fields with that Safe's own domain, so it cannot show what it does. It can be a transaction that takes everything the other Safe holds. Only continue if you computed this hash yourself from a transaction you checked.",
    items: open.map(({ item }) => item),
  }
}

function describePath(path: readonly number[]): string {
  return path.length > 0 ? ` (action ${path.map((index) => index + 1).join('.')})` : ''
}
