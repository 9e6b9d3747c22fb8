import { DEVNET_ACCOUNTS, type DevnetAccount } from '@assent/devnet'

/** Anvil's well-known accounts 0..9 (address + private key). Public TEST KEYS only. */
export const TEST_ACCOUNTS: readonly DevnetAccount[] = DEVNET_ACCOUNTS
