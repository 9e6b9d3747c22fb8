import { getTypesForEIP712Domain, type Hex, hashStruct } from 'viem'
import { getSafeDomain } from './safeDomain'
import type { SafeDomainParams } from './types'

/**
 * The Safe's EIP-712 domain separator (equals `Safe.domainSeparator()`), one of the values a
 * hardware wallet shows when it blind-signs typed data.
 */
export function safeTxDomainHash(params: SafeDomainParams): Hex {
  const domain = getSafeDomain(params)
  return hashStruct({
    data: domain,
    primaryType: 'EIP712Domain',
    types: { EIP712Domain: getTypesForEIP712Domain({ domain }) },
  })
}
