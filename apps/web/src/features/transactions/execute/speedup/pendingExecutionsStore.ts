import type { SentTransaction } from '@assent/review'
import { type Address, getAddress, type Hex } from 'viem'
import { z } from 'zod'
import { createLocalStore } from '../../../../kernel/createLocalStore'

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => getAddress(value))
const hex = z
  .string()
  .regex(/^0x[0-9a-fA-F]*$/)
  .transform((value) => value as Hex)
const hash = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/)
  .transform((value) => value as Hex)
const wei = z.string().regex(/^\d+$/)

const SentAttempt = z.object({
  kind: z.enum(['original', 'speedUp', 'cancel']),
  hash,
  maxFeePerGas: wei,
  maxPriorityFeePerGas: wei,
})

const PendingExecution = z.object({
  chainId: z.string().regex(/^\d+$/),
  safeAddress: address,
  safeTxHash: hash,
  /** The Safe's nonce of the executed transaction (for the text). */
  safeNonce: z.string().regex(/^\d+$/),
  /** The executor's account, its account nonce and the call, as the original was sent. */
  from: address,
  nonce: z.number().int().nonnegative(),
  to: address,
  data: hex,
  value: wei,
  gas: wei,
  /** Every transaction sent at that nonce, the original first. */
  attempts: z.array(SentAttempt).min(1),
})

/** An execution this browser sent and follows until one transaction at its nonce lands. */
export type PendingExecution = z.output<typeof PendingExecution>
/** One transaction sent at the execution's account nonce, fees in wei as decimal strings. */
export type StoredAttempt = z.output<typeof SentAttempt>

/**
 * Executions sent from this browser, kept across reloads until their account nonce is used and
 * the outcome was shown (fees and amounts as decimal strings: JSON has no bigint).
 */
export const pendingExecutionsStore = createLocalStore<PendingExecution[]>(
  'assent-pending-executions-v1',
  z.array(PendingExecution),
  [],
)

/** Remembers an execution just sent (replacing a record of the same original hash). */
export function addPendingExecution(execution: PendingExecution): void {
  const parsed = PendingExecution.parse(execution)
  const original = parsed.attempts[0]?.hash
  pendingExecutionsStore.set((all) => [
    ...all.filter((e) => e.attempts[0]?.hash !== original),
    parsed,
  ])
}

/** Adds a replacement sent for the execution whose original is `originalHash`. */
export function addAttempt(originalHash: Hex, attempt: StoredAttempt): void {
  pendingExecutionsStore.set((all) =>
    all.map((e) =>
      e.attempts[0]?.hash === originalHash ? { ...e, attempts: [...e.attempts, attempt] } : e,
    ),
  )
}

/** Forgets the execution whose original is `originalHash`. */
export function removePendingExecution(originalHash: Hex): void {
  pendingExecutionsStore.set((all) => all.filter((e) => e.attempts[0]?.hash !== originalHash))
}

/** The original as `@assent/review` builds replacements from it. */
export function toSentTransaction(execution: PendingExecution): SentTransaction {
  const original = execution.attempts[0]
  if (!original) throw new Error('A pending execution always has its original.')
  return {
    hash: original.hash,
    from: execution.from,
    to: execution.to,
    data: execution.data,
    value: BigInt(execution.value),
    nonce: execution.nonce,
    gas: BigInt(execution.gas),
    maxFeePerGas: BigInt(original.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(original.maxPriorityFeePerGas),
  }
}

/** The fees of the latest transaction sent at the nonce: what a new replacement must beat. */
export function latestFees(execution: PendingExecution): {
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
} {
  const latest = execution.attempts[execution.attempts.length - 1]
  if (!latest) throw new Error('A pending execution always has its original.')
  return {
    maxFeePerGas: BigInt(latest.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(latest.maxPriorityFeePerGas),
  }
}

/** Whether `account` is the one that sent the execution (only it can replace it). */
export function isSender(execution: PendingExecution, account: Address | undefined): boolean {
  return account !== undefined && account.toLowerCase() === execution.from.toLowerCase()
}
