import type { SafeTransactionData } from '@assent/core'
import type { Address, Hex } from 'viem'
import type { EvidenceFile } from '../evidenceFile'
import { describe } from '../proofValues'
import type { ProvenAccount } from '../verifyPrestate'
import { compareEffects } from './compareEffects'
import { rerunTransaction } from './rerunTransaction'

/** The offline re-run as the report shows it. */
export type RerunReport =
  | { status: 'not-possible'; message: string }
  | { status: 'failed'; message: string }
  | { status: 'ran'; lines: string[]; differences: string[]; compared: boolean }

/** Parameters of `checkRerun`: the file, its proven prestate, and what the proofs hold. */
export type CheckRerunParameters = {
  evidence: EvidenceFile
  accounts: ReadonlyMap<string, ProvenAccount> | undefined
  /** The transaction and its recomputed safeTxHash; undefined when they could not be read. */
  transaction: { tx: SafeTransactionData; safeTxHash: Hex } | undefined
  safeState: { owners: Address[]; threshold: number; guard: Address | null }
}

/** What `checkRerun` answers: the report, and its line among the checks (part "re-run"). */
export type CheckRerunReturnType = {
  report: RerunReport
  check: { part: 're-run'; status: 'ok' | 'failed' | 'unchecked'; message: string }
}

/**
 * Re-runs the transaction over the file's proven prestate and compares its effects with the
 * exported simulation's. A file without a prestate (format 1) cannot be re-run; a read of
 * unproven state, or any effect that differs, fails.
 * @example const { report, check } = await checkRerun({ evidence, accounts, transaction, safeState })
 */
export async function checkRerun({
  evidence,
  accounts,
  transaction,
  safeState,
}: CheckRerunParameters): Promise<CheckRerunReturnType> {
  if (!evidence.prestate || !accounts) {
    const why = evidence.prestateUnavailable ?? 'this file has no proven prestate'
    return notPossible(`not possible: ${why}`)
  }
  if (!transaction) return notPossible('not possible: the transaction cannot be read.')
  let rerun: Awaited<ReturnType<typeof rerunTransaction>>
  try {
    rerun = await rerunTransaction({
      chainId: evidence.chainId,
      safe: evidence.safe,
      ...transaction,
      state: safeState,
      header: evidence.block.header,
      sender: evidence.prestate.sender,
      accounts,
    })
  } catch (error) {
    const message = describe(error)
    return {
      report: { status: 'failed', message },
      check: { part: 're-run', status: 'failed', message },
    }
  }
  const { lines, differences, compared } = compareEffects({
    simulation: evidence.simulation,
    rerun,
  })
  const block = evidence.block.header.number ? BigInt(evidence.block.header.number) : '(unknown)'
  return {
    report: { status: 'ran', lines, differences, compared },
    check: {
      part: 're-run',
      status: differences.length > 0 ? 'failed' : 'ok',
      message:
        differences.length > 0
          ? `Re-run here over the proven state of block ${block}: ${differences.join('; ')}.`
          : compared
            ? `Re-run here over the proven state of block ${block}: the same effects as the exported simulation.`
            : `Re-run here over the proven state of block ${block}; the file holds no simulation result to compare with.`,
    },
  }
}

function notPossible(message: string): CheckRerunReturnType {
  return {
    report: { status: 'not-possible', message },
    check: { part: 're-run', status: 'unchecked', message },
  }
}
