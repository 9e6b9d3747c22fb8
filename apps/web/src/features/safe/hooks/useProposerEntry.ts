import { findProposerEntry } from '@assent/core'
import type { Delegate } from '@assent/gateway-client'
import { useWalletAccount } from '../../../wallet/walletAccount'
import { useOptionalSafe } from '../SafeContext'
import { useIsOwner } from './useIsOwner'
import { useSafeDelegates } from './useSafeDelegates'

/**
 * The delegate entry that makes the connected wallet a proposer of the open Safe (not an owner,
 * added by a current owner, not expired), or null; undefined while that is not known yet. Only
 * a connected non-owner's visit reads the Safe's delegates.
 */
export function useProposerEntry(): Delegate | null | undefined {
  const safe = useOptionalSafe()
  const wallet = useWalletAccount()
  const isOwner = useIsOwner()
  const delegates = useSafeDelegates(safe, isOwner === false && Boolean(wallet.address))
  if (isOwner === undefined) return undefined
  if (isOwner || !wallet.address || !safe) return null
  if (!delegates.data) return delegates.isError ? null : undefined
  return findProposerEntry({
    entries: delegates.data.results,
    account: wallet.address,
    owners: safe.safeInfo.owners.map((owner) => owner.value),
    nowMs: Date.now(),
  })
}
