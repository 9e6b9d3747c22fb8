import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useVerificationClient } from '../../../verification-rpc/useVerificationClient'

export type MigrationContractCheck =
  | { status: 'checking' }
  | { status: 'present' }
  | { status: 'unavailable'; reason: string }

/**
 * Whether every contract an upgrade relies on has code on the chain, read through the
 * verification RPC (never the gateway's): a call or delegate call to an empty address succeeds
 * and does nothing, so an upgrade there would use a nonce and leave the Safe as it was.
 */
export function useMigrationContractCheck(
  chainId: string,
  required: readonly Address[],
): MigrationContractCheck {
  const { client, key, label, pending } = useVerificationClient(chainId)
  const code = useQuery({
    queryKey: ['local', 'upgradeContractsCode', chainId, key, required],
    queryFn: async () => {
      if (!client) throw new Error('No verification RPC')
      const codes = await Promise.all(required.map((address) => client.getCode({ address })))
      return required.filter((_, index) => !codes[index] || codes[index] === '0x')
    },
    enabled: client !== undefined && required.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  })
  if (required.length === 0) return { status: 'present' }
  if (pending || (client && code.isPending)) return { status: 'checking' }
  if (!client) {
    return {
      status: 'unavailable',
      reason:
        'The upgrade contracts cannot be checked without an independent RPC: connect a wallet on this network or pin an RPC in Settings → Verification RPC.',
    }
  }
  if (code.error) {
    return {
      status: 'unavailable',
      reason: `The upgrade contracts could not be read through ${label}: ${code.error.message.split('\n')[0]}`,
    }
  }
  const missing = code.data ?? []
  return missing.length === 0
    ? { status: 'present' }
    : {
        status: 'unavailable',
        reason: `The upgrade needs contracts that are not deployed on this network: ${missing.join(', ')}.`,
      }
}
