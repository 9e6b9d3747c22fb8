import type { ChainInfo } from '@assent/gateway-client'
import { useMemo } from 'react'
import { getAddress } from 'viem'
import { useChains } from '../../chains/useChains'
import { useLocalStore } from '../../kernel/createLocalStore'
import { addedSafesStore } from '../safe/addedSafesStore'
import { useOwnedSafes } from '../welcome/hooks/useOwnedSafes'
import type { InboxSafe } from './buildInbox'

/**
 * Every Safe the inbox covers for `owner`: those it owns on every served chain (one read per
 * chain) and those added in this browser, once each, owned first; none without an owner.
 */
export function useInboxSafes(owner: string | undefined): {
  safes: InboxSafe[]
  isPending: boolean
  errors: { chain: ChainInfo; error: Error }[]
} {
  const chains = useChains().data ?? []
  const owned = useOwnedSafes(chains, owner)
  const added = useLocalStore(addedSafesStore)
  const safes = useMemo(() => {
    if (!owner) return []
    const byKey = new Map<string, InboxSafe>()
    for (const { chain, address } of owned.safes) {
      byKey.set(`${chain.chainId}:${getAddress(address)}`, {
        chain,
        address: getAddress(address),
        owned: true,
      })
    }
    for (const safe of added) {
      const chain = chains.find((c) => c.chainId === safe.chainId)
      const key = `${safe.chainId}:${safe.address}`
      if (chain && !byKey.has(key)) byKey.set(key, { chain, address: safe.address, owned: false })
    }
    return [...byKey.values()]
  }, [owner, owned.safes, added, chains])
  return { safes, isPending: owned.isPending, errors: owned.errors }
}
