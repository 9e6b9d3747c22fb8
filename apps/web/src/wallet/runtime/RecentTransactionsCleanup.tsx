import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useEffect } from 'react'
import { useConfig } from 'wagmi'
import { watchAccount } from 'wagmi/actions'
import { reloadRecentTransactions } from './recentTransactions/reloadRecentTransactions'
import { removeRecentTransactions } from './recentTransactions/removeRecentTransactions'

/**
 * Recent transactions are cleared on disconnect (issue #5): the disconnected address's entries
 * leave RainbowKit's storage, and whenever an account or chain becomes current RainbowKit's
 * in-memory store re-reads storage, so a reconnect in the same tab shows none either. Switching
 * accounts in the wallet is not a disconnect and keeps them.
 */
export function RecentTransactionsCleanup() {
  const config = useConfig()
  const addRecentTransaction = useAddRecentTransaction()

  useEffect(
    () =>
      watchAccount(config, {
        onChange(account, previous) {
          if (account.status !== 'disconnected' || previous.status !== 'connected') return
          if (previous.address) removeRecentTransactions(globalThis.localStorage, previous.address)
        },
      }),
    [config],
  )

  // The callback changes with the connected account and chain, which is when to reload.
  useEffect(() => reloadRecentTransactions(addRecentTransaction), [addRecentTransaction])
  return null
}
