import type { Address } from 'viem'
import { ReviewError } from './base'

/**
 * The verification RPC answers for another chain than the one the Safe or token is on: every
 * read through it would describe a different contract.
 */
export class ChainMismatchError extends ReviewError {
  override name = 'ChainMismatchError'
  /** The chain the caller asked about. */
  readonly expectedChainId: number
  /** The chain the RPC says it serves (eth_chainId). */
  readonly servedChainId: number

  constructor({
    expectedChainId,
    servedChainId,
  }: { expectedChainId: number; servedChainId: number }) {
    super(`The verification RPC serves chain ${servedChainId}, not chain ${expectedChainId}.`)
    this.expectedChainId = expectedChainId
    this.servedChainId = servedChainId
  }
}

/** The address the caller named holds no code on the chain: it is no Safe and no token. */
export class NoContractError extends ReviewError {
  override name = 'NoContractError'
  readonly address: Address
  /** What was expected there: the texts differ slightly, and callers word their prefix by it. */
  readonly expected: 'safe' | 'token'

  constructor({ address, expected }: { address: Address; expected: 'safe' | 'token' }) {
    super(
      expected === 'safe'
        ? `There is no contract at ${address} on chain.`
        : `There is no contract at ${address}.`,
    )
    this.address = address
    this.expected = expected
  }
}

/**
 * The Safe has more modules than one getModulesPaginated page holds. Safe 1.3.0 and 1.4.1 read
 * a further page's cursor differently, so the list is refused rather than read wrongly.
 */
export class TooManyModulesError extends ReviewError {
  override name = 'TooManyModulesError'
  readonly safe: Address
  /** The page size that was read. */
  readonly limit: bigint

  constructor({ safe, limit }: { safe: Address; limit: bigint }) {
    super(`The Safe has more than ${limit} modules; they cannot be checked here.`, {
      details: `Safe ${safe}`,
    })
    this.safe = safe
    this.limit = limit
  }
}
