import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useEffect } from 'react'
import { useConfig } from 'wagmi'
import { watchAccount } from 'wagmi/actions'
import { limitRecentTransactions } from './recentTransactions/limitRecentTransactions'
import { reloadRecentTransactions } from './recentTransactions/reloadRecentTransactions'
import { removeRecentTransactions } from './recentTransactions/removeRecentTransactions'

/** How often the kept list is trimmed: a finished transaction is found by the 4 s polling. */
const LIMIT_CHECK_MS = 4_000

/**
 * Recent transactions are cleared on disconnect (issue #5): the disconnected address's entries
 * leave RainbowKit's storage, and whenever an account or chain becomes current RainbowKit's
 * in-memory store re-reads storage, so a reconnect in the same tab shows none either. Switching
 * accounts in the wallet is not a disconnect and keeps them. At most 10 finished transactions
 * are kept (SPEC §9; RainbowKit keeps 11): storage is trimmed when an account or chain becomes
 * current and every 4 s (RainbowKit exposes no change event), and the store re-reads it.
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
  useEffect(() => {
    limitRecentTransactions(globalThis.localStorage)
    reloadRecentTransactions(addRecentTransaction)
    const timer = setInterval(() => {
      if (limitRecentTransactions(globalThis.localStorage)) {
        reloadRecentTransactions(addRecentTransaction)
      }
    }, LIMIT_CHECK_MS)
    return () => clearInterval(timer)
  }, [addRecentTransaction])
  return null
}
