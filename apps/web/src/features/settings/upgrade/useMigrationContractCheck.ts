import { SAFE_MIGRATION_1_4_1 } from '@assent/core'
import { useQuery } from '@tanstack/react-query'
import { useVerificationClient } from '../../verification-rpc/useVerificationClient'

export type MigrationContractCheck =
  | { status: 'checking' }
  | { status: 'present' }
  | { status: 'unavailable'; reason: string }

/**
 * Whether SafeMigration 1.4.1 has code on the chain, read through the verification RPC (never
 * the gateway's): a delegate call to an empty address succeeds and does nothing, so an upgrade
 * there would use a nonce and leave the Safe as it was.
 */
export function useMigrationContractCheck(chainId: string): MigrationContractCheck {
  const { client, key, label, pending } = useVerificationClient(chainId)
  const code = useQuery({
    queryKey: ['local', 'migrationCode', chainId, key],
    queryFn: () => {
      if (!client) throw new Error('No verification RPC')
      return client.getCode({ address: SAFE_MIGRATION_1_4_1 })
    },
    enabled: client !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  })
  if (pending || (client && code.isPending)) return { status: 'checking' }
  if (!client) {
    return {
      status: 'unavailable',
      reason:
        'The upgrade contract cannot be checked without an independent RPC: connect a wallet on this network or pin an RPC in Settings → Verification RPC.',
    }
  }
  if (code.error) {
    return {
      status: 'unavailable',
      reason: `The upgrade contract could not be read through ${label}: ${code.error.message.split('\n')[0]}`,
    }
  }
  return code.data && code.data !== '0x'
    ? { status: 'present' }
    : {
        status: 'unavailable',
        reason: `SafeMigration 1.4.1 is not deployed on this network (${SAFE_MIGRATION_1_4_1}).`,
      }
}
