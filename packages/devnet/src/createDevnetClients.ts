import { steadyReceiptActions } from '@assent/core'
import {
  type Account,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  type PublicClient,
  type TestClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEVNET_ACCOUNTS, DEVNET_CHAIN_ID } from './constants'
import { defineDevnetChain } from './defineDevnetChain'

export type DevnetPublicClient = PublicClient<Transport, Chain>
export type DevnetWalletClient = WalletClient<Transport, Chain, Account>
export type DevnetTestClient = TestClient<'anvil', Transport, Chain>

export type DevnetClients = {
  publicClient: DevnetPublicClient
  /** One wallet client per test account (index = anvil account index), signing locally. */
  walletClients: DevnetWalletClient[]
  /** anvil_* / evm_* actions (set code, balances, time). */
  testClient: DevnetTestClient
}

/**
 * viem clients for a devnet RPC. Polling is fast because anvil mines each transaction at once;
 * viem's default of 4 s would make every receipt wait needlessly long.
 */
export function createDevnetClients(
  rpcUrl: string,
  chainId: number = DEVNET_CHAIN_ID,
): DevnetClients {
  const chain = defineDevnetChain(rpcUrl, chainId)
  // A ceiling, not a wait: anvil stalls while it writes its state file, and on a saturated
  // two-core machine a contract deployment once took longer than viem's default 10 s.
  const transport = http(rpcUrl, { retryCount: 0, timeout: 60_000 })
  // cacheTime 0: `getBlockNumber()` always asks the node. viem caches it for the polling
  // interval by default, and on a busy machine that answered the block before a transaction
  // that had just been mined (tests that read the head right after a receipt failed).
  // steadyReceiptActions: anvil mines on demand, so a receipt wait must not hang on a next block
  // (see waitForReceipt).
  const publicClient = createPublicClient({
    chain,
    transport,
    pollingInterval: 50,
    cacheTime: 0,
  }).extend(steadyReceiptActions)
  const walletClients = DEVNET_ACCOUNTS.map((account) =>
    createWalletClient({
      chain,
      transport,
      account: privateKeyToAccount(account.privateKey),
      pollingInterval: 50,
    }),
  )
  const testClient = createTestClient({ chain, transport, mode: 'anvil', pollingInterval: 50 })
  return { publicClient, walletClients, testClient }
}
