import { readSpendingLimits, readTokenInfo, type SpendingLimit } from '@assent/review'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useVerificationClient } from '../../verification-rpc/useVerificationClient'
import type { CurrentSafe } from '../safe/SafeContext'

/** A limit with how its token reads for people. */
export type ShownSpendingLimit = SpendingLimit & { symbol: string; decimals: number }

export type SpendingLimitsView =
  | { status: 'loading' }
  | { status: 'unavailable'; reason: string }
  | {
      status: 'ready'
      moduleEnabled: boolean
      delegates: Address[]
      limits: ShownSpendingLimit[]
      /** Where they were read, for "read through …". */
      label: string
    }

/** Query key prefix of the spending limits, to refresh them after a transfer. */
export const SPENDING_LIMITS_KEY = 'spendingLimits'

/**
 * The Safe's spending limits as the Allowance module answers them, read through the
 * verification RPC (the gateway does not index them, and its word would not do anyway), each
 * token's symbol and decimals read from its contract.
 */
export function useSpendingLimits(safe: CurrentSafe): SpendingLimitsView {
  const { client, key, label, pending } = useVerificationClient(safe.chainId)
  const query = useQuery({
    queryKey: ['local', SPENDING_LIMITS_KEY, safe.chainId, safe.address, key],
    queryFn: async () => {
      if (!client) throw new Error('No verification RPC')
      const chainId = Number(safe.chainId)
      const read = await readSpendingLimits(client, { chainId, safeAddress: safe.address })
      const tokens = [
        ...new Set(read.limits.flatMap((limit) => (limit.token ? [limit.token] : []))),
      ]
      const infos = new Map(
        await Promise.all(
          tokens.map(
            async (token) => [token, await readTokenInfo(client, { chainId, token })] as const,
          ),
        ),
      )
      const native = safe.chain.nativeCurrency
      const limits = read.limits.map((limit): ShownSpendingLimit => {
        const info = limit.token ? infos.get(limit.token) : undefined
        if (!limit.token) return { ...limit, symbol: native.symbol, decimals: native.decimals }
        // A token that does not answer decimals() is shown and spent in its base units.
        return info?.decimals == null
          ? { ...limit, symbol: `base units of ${info?.symbol ?? limit.token}`, decimals: 0 }
          : { ...limit, symbol: info.symbol ?? 'tokens', decimals: info.decimals }
      })
      return { moduleEnabled: read.moduleEnabled, delegates: read.delegates, limits }
    },
    enabled: client !== undefined,
    retry: 1,
  })
  if (pending || (client && query.isPending)) return { status: 'loading' }
  if (!client) {
    return {
      status: 'unavailable',
      reason:
        'Spending limits are read from the chain: connect a wallet on this network or pin an RPC in Settings → Verification RPC.',
    }
  }
  if (query.error) {
    return {
      status: 'unavailable',
      reason: `The spending limits could not be read through ${label}: ${query.error.message.split('\n')[0]}`,
    }
  }
  if (!query.data) return { status: 'loading' }
  return { status: 'ready', label, ...query.data }
}
