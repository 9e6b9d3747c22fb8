import { useWalletAccount } from '../../../wallet/walletAccount'
import { useIsOwner } from './useIsOwner'

/**
 * Whether the open Safe is read-only for the user: a wallet IS connected and it is not an
 * owner. Without a wallet (or while it connects) nobody is "read-only" yet — there is just no
 * one to sign — so the badge that uses this stays away.
 */
export function useIsReadOnly(): boolean {
  const wallet = useWalletAccount()
  const isOwner = useIsOwner()
  return wallet.status === 'connected' && isOwner === false
}
