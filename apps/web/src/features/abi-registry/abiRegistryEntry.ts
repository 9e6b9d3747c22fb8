import { type Abi, type Address, getAddress, isAddress } from 'viem'
import { ABI_REGISTRY_ERRORS, AbiRegistryError } from './abiRegistryErrors'
import { checkAbi } from './parseAbiJson'

/** One contract's ABI on one chain, as the registry keeps it. */
export type AbiRegistryEntry = {
  /** Decimal chain id, as the gateway names chains ('31337'). */
  chainId: string
  /** Checksummed contract address. */
  address: Address
  abi: Abi
  /** When it was added, ISO 8601. */
  addedAt: string
}

/**
 * Checks a contract address as typed or read from a file and returns it checksummed.
 * @throws AbiRegistryError (noAddress, badAddress, badChecksum).
 */
export function checkContractAddress(value: unknown): Address {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) throw new AbiRegistryError(ABI_REGISTRY_ERRORS.noAddress)
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) throw new AbiRegistryError(ABI_REGISTRY_ERRORS.badAddress)
  if (!isAddress(text, { strict: true })) {
    throw new AbiRegistryError(ABI_REGISTRY_ERRORS.badChecksum)
  }
  return getAddress(text)
}

/**
 * Builds a registry entry from untrusted parts (the add form, an import, a stored record):
 * chain id a decimal string, a valid address, an ABI `checkAbi` accepts.
 * @throws AbiRegistryError naming the first problem.
 */
export function toAbiRegistryEntry(raw: {
  chainId: unknown
  address: unknown
  abi: unknown
  addedAt?: unknown
}): AbiRegistryEntry {
  if (typeof raw.chainId !== 'string' || !/^[1-9]\d{0,19}$/.test(raw.chainId)) {
    throw new AbiRegistryError(ABI_REGISTRY_ERRORS.badChainId)
  }
  const address = checkContractAddress(raw.address)
  const abi = checkAbi(raw.abi)
  const addedAt =
    typeof raw.addedAt === 'string' && !Number.isNaN(Date.parse(raw.addedAt))
      ? new Date(raw.addedAt).toISOString()
      : new Date().toISOString()
  return { chainId: raw.chainId, address, abi, addedAt }
}
