import { ALLOWANCE_MODULE_0_1_1, allowanceModuleAbi } from '@assent/core'
import { type Address, isAddressEqual, type PublicClient, zeroAddress } from 'viem'
import { ChainMismatchError, NoContractError } from '../errors/chain'
import { AllowanceModuleMissingError } from '../errors/spendingLimit'
import { readSafeModules } from '../onchain/readOnChainSafeState'

/** One delegate's limit on one token, as the module answers it at the latest block. */
export type SpendingLimit = {
  delegate: Address
  /** null for the chain's native coin (the module's zero address). */
  token: Address | null
  /** How much may be spent per period (or once, when `resetTimeMin` is 0), in base units. */
  amount: bigint
  /** Spent in the current period; the module already counts a period that has ended as reset. */
  spent: bigint
  /** amount − spent: what a transfer may still take now. */
  remaining: bigint
  /** Minutes between refills; 0 for a one-time limit. */
  resetTimeMin: number
  /** When the current period started, in minutes since 1970 (the module's unit). */
  lastResetMin: number
  /** When the limit refills next (unix seconds), null for a one-time limit. */
  nextResetAt: number | null
  /** The module's per-limit counter: each transfer signs the current one, then it moves on. */
  nonce: number
}

/** The reads `readSpendingLimits` needs of a viem client (a PublicClient has them). */
export type SpendingLimitReader = Pick<PublicClient, 'getChainId' | 'getCode' | 'readContract'>

/** Parameters of `readSpendingLimits`. */
export type ReadSpendingLimitsParameters = {
  chainId: number
  safeAddress: Address
  /** Only this delegate's limits (a beneficiary looking at their own). Default: everyone's. */
  delegate?: Address
}

/** What `readSpendingLimits` answers. */
export type ReadSpendingLimitsReturnType = {
  /** The module's address on this chain. */
  module: Address
  /** Whether the Safe has the module enabled (no transfer works without it). */
  moduleEnabled: boolean
  /** Every delegate the Safe has added, in the module's list order. */
  delegates: Address[]
  /** Every live limit (deleted ones, amount 0, are left out), by delegate then token. */
  limits: SpendingLimit[]
}

const DELEGATES_PAGE = 50

/**
 * Reads a Safe's spending limits from the Allowance module 0.1.1 itself: its delegates
 * (getDelegates, page by page), each delegate's tokens (getTokens) and each limit
 * (getTokenAllowance), plus whether the Safe has the module enabled (from its module list, which
 * every Safe version answers).
 * @throws ChainMismatchError for another chain; NoContractError when the Safe has no code there;
 * AllowanceModuleMissingError when the module has none; TooManyModulesError past one page of modules
 * @example const { moduleEnabled, limits } = await readSpendingLimits(client, { chainId, safeAddress })
 */
export async function readSpendingLimits(
  client: SpendingLimitReader,
  { chainId, safeAddress, delegate }: ReadSpendingLimitsParameters,
): Promise<ReadSpendingLimitsReturnType> {
  const served = await client.getChainId()
  if (served !== chainId) {
    throw new ChainMismatchError({ expectedChainId: chainId, servedChainId: served })
  }
  const module = ALLOWANCE_MODULE_0_1_1
  const [safeCode, moduleCode] = await Promise.all([
    client.getCode({ address: safeAddress }),
    client.getCode({ address: module }),
  ])
  if (!safeCode || safeCode === '0x') {
    throw new NoContractError({ address: safeAddress, expected: 'safe' })
  }
  if (!moduleCode || moduleCode === '0x') throw new AllowanceModuleMissingError({ chainId, module })
  const [modules, delegates] = await Promise.all([
    readSafeModules(client, safeAddress),
    readDelegates(client, safeAddress),
  ])
  const moduleEnabled = modules.some((enabled) => isAddressEqual(enabled, module))
  const wanted = delegate
    ? delegates.filter((listed) => listed.toLowerCase() === delegate.toLowerCase())
    : delegates
  const perDelegate = await Promise.all(
    wanted.map((listed) => readDelegateLimits(client, safeAddress, listed)),
  )
  return { module, moduleEnabled, delegates, limits: perDelegate.flat() }
}

async function readDelegates(client: SpendingLimitReader, safe: Address): Promise<Address[]> {
  const found: Address[] = []
  let start = 0
  // The list is linked; `next` is 0 after its last entry. The bound only stops a loop.
  for (let page = 0; page < 100; page++) {
    const [results, next] = await client.readContract({
      address: ALLOWANCE_MODULE_0_1_1,
      abi: allowanceModuleAbi,
      functionName: 'getDelegates',
      args: [safe, start, DELEGATES_PAGE],
    })
    found.push(...results)
    if (next === 0) return found
    start = next
  }
  return found
}

async function readDelegateLimits(
  client: SpendingLimitReader,
  safe: Address,
  delegate: Address,
): Promise<SpendingLimit[]> {
  const tokens = await client.readContract({
    address: ALLOWANCE_MODULE_0_1_1,
    abi: allowanceModuleAbi,
    functionName: 'getTokens',
    args: [safe, delegate],
  })
  const limits = await Promise.all(
    tokens.map((token) => readSpendingLimit(client, safe, delegate, token)),
  )
  return limits.filter((limit) => limit.amount > 0n)
}

/** One limit as getTokenAllowance answers it (the zero address meaning the native coin). */
export async function readSpendingLimit(
  client: Pick<PublicClient, 'readContract'>,
  safe: Address,
  delegate: Address,
  token: Address | null,
): Promise<SpendingLimit> {
  const [amount, spent, resetTimeMin, lastResetMin, nonce] = await client.readContract({
    address: ALLOWANCE_MODULE_0_1_1,
    abi: allowanceModuleAbi,
    functionName: 'getTokenAllowance',
    args: [safe, delegate, token ?? zeroAddress],
  })
  const reset = Number(resetTimeMin)
  return {
    delegate,
    token: token === null || token === zeroAddress ? null : token,
    amount,
    spent,
    remaining: amount > spent ? amount - spent : 0n,
    resetTimeMin: reset,
    lastResetMin: Number(lastResetMin),
    nextResetAt: reset > 0 ? (Number(lastResetMin) + reset) * 60 : null,
    nonce: Number(nonce),
  }
}
