import { type Address, getAddress, zeroAddress } from 'viem'
import { InvalidSafeSetupError } from '../errors/BaseError'

/** The Safe versions whose proxy addresses can be predicted (their factories use CREATE2 alike). */
export const PREDICTABLE_SAFE_VERSIONS = ['1.4.1', '1.3.0'] as const
export type PredictableSafeVersion = (typeof PREDICTABLE_SAFE_VERSIONS)[number]

/** Start and end marker of a Safe's owner list: setup refuses it as an owner (GS203). */
const SENTINEL_OWNER = '0x0000000000000000000000000000000000000001'
const MAX_UINT256 = 2n ** 256n - 1n

export type SafeSetupInput = {
  /** Owner addresses as typed: lower case, upper case or checksummed. */
  owners: readonly string[]
  threshold: number
  saltNonce: bigint
  version: string
  /** The L2 singleton (an event per transaction, for indexers) or the plain one. */
  l2: boolean
}

export type CheckedSafeSetup = {
  owners: Address[]
  threshold: number
  saltNonce: bigint
  version: PredictableSafeVersion
  l2: boolean
}

/** The exact texts `checkSafeSetup` refuses with; `n` is the owner's 1-based position. */
export const SAFE_SETUP_ERRORS = {
  noOwners: 'A Safe needs at least one owner.',
  badAddress: (n: number) => `Owner ${n} is not an address (0x and 40 hexadecimal digits).`,
  badChecksum: (n: number) => `Owner ${n} has a wrong checksum: check the address for typos.`,
  zeroOwner: (n: number) => `Owner ${n} is the zero address, which a Safe refuses as an owner.`,
  sentinelOwner: (n: number) =>
    `Owner ${n} is 0x…0001, the marker of a Safe's owner list, which a Safe refuses as an owner.`,
  duplicateOwner: (n: number, first: number) => `Owner ${n} is the same address as owner ${first}.`,
  thresholdTooLow: 'The threshold must be a whole number of at least 1.',
  thresholdTooHigh: (threshold: number, owners: number) =>
    `The threshold (${threshold}) is above the number of owners (${owners}).`,
  badSaltNonce: 'The salt nonce must be a whole number from 0 to 2^256 - 1.',
  badVersion: (version: string) =>
    `Safe ${version} cannot be predicted here; choose ${PREDICTABLE_SAFE_VERSIONS.join(' or ')}.`,
} as const

const isPredictableVersion = (version: string): version is PredictableSafeVersion =>
  (PREDICTABLE_SAFE_VERSIONS as readonly string[]).includes(version)

/**
 * Checks what a new Safe is set up with the way its `setup` and factory would (and a little
 * more: checksums), so a bad input is refused with a sentence before anything is predicted or
 * sent, rather than as a revert code after. Returns the owners checksummed.
 * @throws InvalidSafeSetupError with one of SAFE_SETUP_ERRORS, the first problem found
 * @example
 * const setup = checkSafeSetup({ owners, threshold: 2, saltNonce: 0n, version: '1.4.1', l2: true })
 */
export function checkSafeSetup(input: SafeSetupInput): CheckedSafeSetup {
  if (!isPredictableVersion(input.version)) {
    throw new InvalidSafeSetupError(SAFE_SETUP_ERRORS.badVersion(input.version))
  }
  if (input.owners.length === 0) throw new InvalidSafeSetupError(SAFE_SETUP_ERRORS.noOwners)
  const seen = new Map<Address, number>()
  const owners = input.owners.map((typed, index) => {
    const n = index + 1
    const value = typed.trim()
    if (!/^0x[0-9a-fA-F]{40}$/.test(value)) {
      throw new InvalidSafeSetupError(SAFE_SETUP_ERRORS.badAddress(n))
    }
    const owner = getAddress(value)
    const digits = value.slice(2)
    const oneCase = digits === digits.toLowerCase() || digits === digits.toUpperCase()
    if (!oneCase && owner !== value) {
      throw new InvalidSafeSetupError(SAFE_SETUP_ERRORS.badChecksum(n))
    }
    if (owner === zeroAddress) throw new InvalidSafeSetupError(SAFE_SETUP_ERRORS.zeroOwner(n))
    if (owner === SENTINEL_OWNER) {
      throw new InvalidSafeSetupError(SAFE_SETUP_ERRORS.sentinelOwner(n))
    }
    const first = seen.get(owner)
    if (first !== undefined) {
      throw new InvalidSafeSetupError(SAFE_SETUP_ERRORS.duplicateOwner(n, first))
    }
    seen.set(owner, n)
    return owner
  })
  const { threshold, saltNonce } = input
  if (!Number.isInteger(threshold) || threshold < 1) {
    throw new InvalidSafeSetupError(SAFE_SETUP_ERRORS.thresholdTooLow)
  }
  if (threshold > owners.length) {
    throw new InvalidSafeSetupError(SAFE_SETUP_ERRORS.thresholdTooHigh(threshold, owners.length))
  }
  if (saltNonce < 0n || saltNonce > MAX_UINT256) {
    throw new InvalidSafeSetupError(SAFE_SETUP_ERRORS.badSaltNonce)
  }
  return { owners, threshold, saltNonce, version: input.version, l2: input.l2 }
}
