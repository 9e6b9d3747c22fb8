import type { Address } from 'viem'
import { ReviewError } from './base'

/** Why a spending-limit transfer is refused before anything is signed. */
export type SpendingLimitRefusal =
  | 'module-not-enabled'
  | 'no-limit'
  | 'over-limit'
  | 'over-balance'
  | 'limit-changed'

/**
 * A spending-limit transfer the Allowance module would refuse (or that no longer matches the
 * limit it was prepared against): thrown before any wallet prompt, so nothing is signed or sent.
 */
export class SpendingLimitError extends ReviewError {
  override name = 'SpendingLimitError'
  readonly reason: SpendingLimitRefusal
  readonly safe: Address
  readonly delegate: Address

  constructor({
    reason,
    safe,
    delegate,
    message,
  }: { reason: SpendingLimitRefusal; safe: Address; delegate: Address; message: string }) {
    super(message)
    this.reason = reason
    this.safe = safe
    this.delegate = delegate
  }
}

/** A spending limit an owner asked for that the module cannot hold (amount, period, address). */
export class SpendingLimitInputError extends ReviewError {
  override name = 'SpendingLimitInputError'
  /** The field at fault, so a form can show the text next to it. */
  readonly field: 'delegate' | 'token' | 'amount' | 'resetTimeMin' | 'to'

  constructor({ field, message }: { field: SpendingLimitInputError['field']; message: string }) {
    super(message)
    this.field = field
  }
}

/**
 * The Allowance module 0.1.1 has no code on this chain: spending limits cannot be read or used
 * there (rather than "no contract at 0xAA46…", which would not say what is missing).
 */
export class AllowanceModuleMissingError extends ReviewError {
  override name = 'AllowanceModuleMissingError'
  readonly chainId: number

  constructor({ chainId, module }: { chainId: number; module: Address }) {
    super(
      `Spending limits are not available on chain ${chainId}: the Allowance module is not deployed there.`,
      { details: `no code at ${module}` },
    )
    this.chainId = chainId
  }
}
