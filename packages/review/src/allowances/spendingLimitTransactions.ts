import {
  ALLOWANCE_MODULE_0_1_1,
  allowanceModuleAbi,
  encodeMultiSendCall,
  type MetaTransaction,
  Operation,
  SAFE_DEPLOYMENTS,
  safeAbi,
} from '@assent/core'
import { type Address, encodeFunctionData, type Hex, isAddress, maxUint96, zeroAddress } from 'viem'
import { SpendingLimitInputError } from '../errors/spendingLimit'

/** The periods people pick from (minutes; the module stores them in a uint16). */
export const SPENDING_LIMIT_RESET_PERIODS = {
  once: 0,
  daily: 1_440,
  weekly: 10_080,
  monthly: 43_200,
} as const

/** An owner transaction on the module: ordinary SafeTx fields for the proposal and review. */
export type SpendingLimitTransaction = {
  to: Address
  value: 0n
  data: Hex
  operation: Operation
  /** The calls it makes, in order (one, or those a MultiSendCallOnly batch makes). */
  calls: MetaTransaction[]
}

/** Parameters of `buildSetSpendingLimit`. */
export type BuildSetSpendingLimitParameters = {
  safeAddress: Address
  /** From readSpendingLimits: enabling the module is added when it is not. */
  moduleEnabled: boolean
  /** The delegates the Safe already has: addDelegate is added for a new one. */
  delegates: readonly Address[]
  delegate: Address
  /** null for the native coin. */
  token: Address | null
  /** Per period, in base units; 1 … 2⁹⁶−1. */
  amount: bigint
  /** Minutes between refills, 0 for a one-time limit (see SPENDING_LIMIT_RESET_PERIODS). */
  resetTimeMin: number
}

/**
 * The one Safe transaction that gives `delegate` a limit on `token` (or changes it): enableModule
 * when the Safe does not have the module yet, addDelegate for a new delegate, then setAllowance.
 * One call goes to its contract directly; several go as a MultiSendCallOnly batch.
 * @throws SpendingLimitInputError for an amount, period or address the module cannot take
 * @example const tx = buildSetSpendingLimit({ safeAddress, moduleEnabled, delegates, delegate, token: null, amount: 10n ** 17n, resetTimeMin: 1440 })
 */
export function buildSetSpendingLimit({
  safeAddress,
  moduleEnabled,
  delegates,
  delegate,
  token,
  amount,
  resetTimeMin,
}: BuildSetSpendingLimitParameters): SpendingLimitTransaction {
  checkDelegate(delegate)
  if (token !== null && (!isAddress(token, { strict: false }) || token === zeroAddress)) {
    throw new SpendingLimitInputError({
      field: 'token',
      message: `${token} is not a token address.`,
    })
  }
  if (amount <= 0n) {
    throw new SpendingLimitInputError({
      field: 'amount',
      message: 'The limit must be more than 0.',
    })
  }
  if (amount > maxUint96) {
    throw new SpendingLimitInputError({
      field: 'amount',
      message: 'The limit is too large: the module holds at most 2^96 − 1 base units.',
    })
  }
  if (!Number.isInteger(resetTimeMin) || resetTimeMin < 0 || resetTimeMin > 65_535) {
    throw new SpendingLimitInputError({
      field: 'resetTimeMin',
      message: 'The reset period must be a whole number of minutes from 0 (one-time) to 65,535.',
    })
  }
  const calls: MetaTransaction[] = []
  if (!moduleEnabled) {
    calls.push({
      operation: Operation.CALL,
      to: safeAddress,
      value: 0n,
      data: encodeFunctionData({
        abi: safeAbi,
        functionName: 'enableModule',
        args: [ALLOWANCE_MODULE_0_1_1],
      }),
    })
  }
  if (!delegates.some((listed) => listed.toLowerCase() === delegate.toLowerCase())) {
    calls.push(
      moduleCall(
        encodeFunctionData({
          abi: allowanceModuleAbi,
          functionName: 'addDelegate',
          args: [delegate],
        }),
      ),
    )
  }
  calls.push(
    moduleCall(
      encodeFunctionData({
        abi: allowanceModuleAbi,
        functionName: 'setAllowance',
        args: [delegate, token ?? zeroAddress, amount, resetTimeMin, 0],
      }),
    ),
  )
  return asTransaction(calls)
}

/** Parameters of the one-limit actions: whose limit on which token. */
export type SpendingLimitTarget = { delegate: Address; token: Address | null }

/**
 * resetAllowance: the delegate's spent amount goes back to 0 now (the period is not moved).
 * @example const tx = buildResetSpendingLimit({ delegate, token })
 */
export function buildResetSpendingLimit({
  delegate,
  token,
}: SpendingLimitTarget): SpendingLimitTransaction {
  checkDelegate(delegate)
  return asTransaction([
    moduleCall(
      encodeFunctionData({
        abi: allowanceModuleAbi,
        functionName: 'resetAllowance',
        args: [delegate, token ?? zeroAddress],
      }),
    ),
  ])
}

/** Parameters of `buildDeleteSpendingLimit`. */
export type BuildDeleteSpendingLimitParameters = SpendingLimitTarget & {
  /**
   * Also remove the delegate (removeDelegate), e.g. when this was their last limit; then the
   * transaction is a MultiSendCallOnly batch.
   */
  removeDelegate?: boolean
}

/**
 * deleteAllowance (amount, spent and period back to 0: nothing more can be spent), optionally
 * followed by removeDelegate.
 * @example const tx = buildDeleteSpendingLimit({ delegate, token })
 */
export function buildDeleteSpendingLimit({
  delegate,
  token,
  removeDelegate,
}: BuildDeleteSpendingLimitParameters): SpendingLimitTransaction {
  checkDelegate(delegate)
  const calls = [
    moduleCall(
      encodeFunctionData({
        abi: allowanceModuleAbi,
        functionName: 'deleteAllowance',
        args: [delegate, token ?? zeroAddress],
      }),
    ),
  ]
  if (removeDelegate) calls.push(removeDelegateCall(delegate))
  return asTransaction(calls)
}

/**
 * removeDelegate with its limits: the delegate can spend nothing more, on any token.
 * @example const tx = buildRemoveSpendingLimitDelegate({ delegate })
 */
export function buildRemoveSpendingLimitDelegate({
  delegate,
}: {
  delegate: Address
}): SpendingLimitTransaction {
  checkDelegate(delegate)
  return asTransaction([removeDelegateCall(delegate)])
}

function removeDelegateCall(delegate: Address): MetaTransaction {
  return moduleCall(
    encodeFunctionData({
      abi: allowanceModuleAbi,
      functionName: 'removeDelegate',
      args: [delegate, true],
    }),
  )
}

function checkDelegate(delegate: Address): void {
  if (!isAddress(delegate, { strict: false }) || delegate === zeroAddress) {
    throw new SpendingLimitInputError({
      field: 'delegate',
      message: `${delegate} is not an address a spending limit can be given to.`,
    })
  }
}

function moduleCall(data: Hex): MetaTransaction {
  return { operation: Operation.CALL, to: ALLOWANCE_MODULE_0_1_1, value: 0n, data }
}

/**
 * One call as itself; several as a batch through the canonical MultiSendCallOnly 1.4.1, a
 * library every Safe version can delegate-call (as the web app batches any calls).
 */
function asTransaction(calls: MetaTransaction[]): SpendingLimitTransaction {
  const [only] = calls
  if (calls.length === 1 && only) {
    return { to: only.to, value: 0n, data: only.data, operation: Operation.CALL, calls }
  }
  return {
    to: SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly,
    value: 0n,
    data: encodeMultiSendCall(calls),
    operation: Operation.DELEGATE,
    calls,
  }
}
