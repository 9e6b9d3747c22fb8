import type { TypedDataDomain } from 'viem'
import { safeVersionHasChainIdInDomain } from '../version/safeVersionFeatures'
import type { SafeDomainParams } from './types'

/**
 * The EIP-712 domain of a Safe. Safe has no name/version in its domain; before 1.3.0 it has no
 * chainId either (`EIP712Domain(address verifyingContract)`), which viem derives from the keys.
 */
export function getSafeDomain({
  chainId,
  safeAddress,
  safeVersion,
}: SafeDomainParams): TypedDataDomain {
  if (safeVersionHasChainIdInDomain(safeVersion)) {
    return { chainId: Number(chainId), verifyingContract: safeAddress }
  }
  return { verifyingContract: safeAddress }
}
