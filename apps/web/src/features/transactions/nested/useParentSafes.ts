import { getOwnedSafesQueryOptions } from '@assent/gateway-client'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { type Address, getAddress, isAddressEqual } from 'viem'
import { useGateway } from '../../../kernel/GatewayProvider'
import type { CurrentSafe } from '../../safe/SafeContext'

/**
 * The owners of this Safe that are Safes the connected account owns (nested Safes): through
 * them the account can confirm this Safe's transactions. The gateway's list only proposes
 * candidates — the parent's own flow checks it on chain before anything is signed.
 */
export function useParentSafes(safe: CurrentSafe, account: Address | undefined): Address[] {
  const client = useGateway()
  const owned = useQuery({
    ...getOwnedSafesQueryOptions(client, { chainId: safe.chainId, ownerAddress: account ?? '' }),
    enabled: Boolean(account),
    staleTime: 30_000,
  })
  const owners = safe.safeInfo.owners
  return useMemo(
    () =>
      (owned.data?.safes ?? [])
        .filter((candidate) =>
          owners.some((owner) => isAddressEqual(owner.value as Address, candidate as Address)),
        )
        .map((candidate) => getAddress(candidate)),
    [owned.data, owners],
  )
}
