import { useWalletAccount } from '../../../wallet/walletAccount'
import { useOptionalSafe } from '../SafeContext'

/**
 * Whether the connected wallet owns the open Safe: true/false, or undefined while that cannot
 * be known yet (no Safe loaded, wallet stack still loading).
 */
export function useIsOwner(): boolean | undefined {
  const safe = useOptionalSafe()
  const wallet = useWalletAccount()
  if (!safe || wallet.status === 'loading') return undefined
  if (!wallet.address) return false
  const me = wallet.address.toLowerCase()
  return safe.safeInfo.owners.some((owner) => owner.value.toLowerCase() === me)
}
