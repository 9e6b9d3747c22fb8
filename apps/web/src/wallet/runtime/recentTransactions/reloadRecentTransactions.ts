/** Thrown by the probe when RainbowKit copies it: the store has re-read storage by then. */
class StoreReloaded extends Error {}

type AddRecentTransaction = (transaction: { hash: string; description: string }) => void

/**
 * Makes RainbowKit's recent-transactions store re-read localStorage, so entries removed from
 * storage (removeRecentTransactions) also leave the account modal. The store is a module-level
 * singleton that reads storage when first created and again at the start of every update, and
 * RainbowKit 2 exports neither a clear nor a reload (useClearRecentTransactions is internal) —
 * remounting its provider reuses the same store. Its one public entry is
 * `addRecentTransaction` (from useAddRecentTransaction): given this probe, it validates the
 * probe, re-reads storage, then copies the probe into the list — which throws here, before
 * anything is written back or announced. Nothing is added.
 */
export function reloadRecentTransactions(addRecentTransaction: AddRecentTransaction): void {
  const probe = new Proxy(
    { hash: `0x${'0'.repeat(64)}`, description: '' },
    {
      // Reading a field (validation) works; copying the object (`{ ...transaction }`) does not.
      ownKeys() {
        throw new StoreReloaded()
      },
    },
  )
  try {
    addRecentTransaction(probe)
  } catch (error) {
    // Any other error ("No address or chain ID found" off a configured chain) means there is
    // no list on screen to refresh.
    if (!(error instanceof StoreReloaded)) return
  }
}
