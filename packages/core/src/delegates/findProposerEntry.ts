/** A delegate entry as the gateway lists it (Client Gateway and Transaction Service alike). */
export type DelegateEntry = {
  delegate: string
  delegator: string
  safe: string | null
  label: string
  expiryDate?: string | null
}

/**
 * The entry that lets `account` propose to the Safe, or null: `account` is not an owner, and an
 * entry names it as delegate, was added by a current owner and has not expired at `nowMs` —
 * the rule the gateway applies when it accepts a proposal from a delegate.
 *
 * @example findProposerEntry({ entries, account, owners, nowMs: Date.now() })?.label
 */
export function findProposerEntry<Entry extends DelegateEntry>(p: {
  entries: readonly Entry[]
  account: string | undefined
  owners: readonly string[]
  nowMs: number
}): Entry | null {
  if (!p.account) return null
  const me = p.account.toLowerCase()
  const owners = new Set(p.owners.map((owner) => owner.toLowerCase()))
  if (owners.has(me)) return null
  return (
    p.entries.find(
      (entry) =>
        entry.delegate.toLowerCase() === me &&
        owners.has(entry.delegator.toLowerCase()) &&
        (!entry.expiryDate || Date.parse(entry.expiryDate) > p.nowMs),
    ) ?? null
  )
}
