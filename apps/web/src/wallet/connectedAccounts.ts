import type { Address } from 'viem'

/** What wagmi's `connect` answers for `withCapabilities`: the accounts alone, or with capabilities. */
type ConnectedAccounts<capabilities extends boolean> = capabilities extends true
  ? readonly { address: Address; capabilities: Record<string, unknown> }[]
  : readonly Address[]

/**
 * The accounts in the shape the caller asked for. Overloaded so the answer's type follows
 * `withCapabilities` the way wagmi's generic `connect` declares it, without a cast.
 */
export function connectedAccounts<capabilities extends boolean>(
  accounts: readonly Address[],
  withCapabilities: capabilities | boolean | undefined,
): ConnectedAccounts<capabilities>
export function connectedAccounts(
  accounts: readonly Address[],
  withCapabilities: boolean | undefined,
): ConnectedAccounts<boolean> {
  return withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts
}
