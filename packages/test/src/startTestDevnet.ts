import {
  createDevnetClients,
  type DevnetAccount,
  type DevnetPublicClient,
  type DevnetTestClient,
  type DevnetWalletClient,
  deploySafeContracts,
  startDevnet,
} from '@assent/devnet'
import { TEST_ACCOUNTS } from './testAccounts'

export type StartTestDevnetOptions = {
  /** Deploy the Safe 1.4.1 contracts (default true). */
  deploy?: boolean
}

export type TestDevnet = {
  rpcUrl: string
  chainId: number
  publicClient: DevnetPublicClient
  /** Wallet client of account 0. */
  walletClient: DevnetWalletClient
  /** Wallet clients of accounts 0..9 (same order as `accounts`). */
  walletClients: DevnetWalletClient[]
  /** anvil_* / evm_* actions (time travel, balances, code). */
  testClient: DevnetTestClient
  accounts: readonly DevnetAccount[]
  stop: () => Promise<void>
}

/**
 * A throwaway in-memory devnet on a free port, with the Safe contracts deployed, for
 * `beforeAll`; call `stop()` in `afterAll`.
 */
export async function startTestDevnet(options: StartTestDevnetOptions = {}): Promise<TestDevnet> {
  const devnet = await startDevnet({ port: 0, dataDir: null })
  try {
    const clients = createDevnetClients(devnet.rpcUrl, devnet.chainId)
    if (options.deploy ?? true) await deploySafeContracts(clients)
    const walletClient = clients.walletClients[0]!
    return {
      rpcUrl: devnet.rpcUrl,
      chainId: devnet.chainId,
      ...clients,
      walletClient,
      accounts: TEST_ACCOUNTS,
      stop: devnet.stop,
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
