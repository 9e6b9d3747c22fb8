import {
  createDevnetClients,
  type DemoWorld,
  type DevnetAccount,
  type DevnetPublicClient,
  type DevnetTestClient,
  type DevnetWalletClient,
  deploySafeContracts,
  seedDemoWorld,
  startDevnet,
} from '@assent/devnet'
import { TEST_ACCOUNTS } from './testAccounts'

export type StartTestDevnetOptions = {
  /** Deploy the Safe 1.4.1 contracts (default true). */
  deploy?: boolean
  /**
   * Seed the demo world (Safes, tokens, history over past days; implies deploy). The chain's
   * genesis is then a week back so the history lands on past dates. Takes a couple of seconds.
   */
  seed?: boolean
  /** Default 31337; SECOND_DEVNET_CHAIN_ID for the devnet's second chain. */
  chainId?: number
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
  /** The seeded demo world, when started with `seed: true`. */
  demo?: DemoWorld
  stop: () => Promise<void>
}

/**
 * A throwaway in-memory devnet on a free port, with the Safe contracts deployed (and the demo
 * world seeded if asked), for `beforeAll`; call `stop()` in `afterAll`.
 */
export async function startTestDevnet(options: StartTestDevnetOptions = {}): Promise<TestDevnet> {
  const genesisTimestamp = options.seed ? Math.floor(Date.now() / 1000) - 7 * 86_400 : undefined
  const devnet = await startDevnet({
    port: 0,
    dataDir: null,
    genesisTimestamp,
    ...(options.chainId === undefined ? {} : { chainId: options.chainId }),
  })
  try {
    const clients = createDevnetClients(devnet.rpcUrl, devnet.chainId)
    const demo = options.seed ? await seedDemoWorld(devnet.rpcUrl) : undefined
    if (!demo && (options.deploy ?? true)) await deploySafeContracts(clients)
    const walletClient = clients.walletClients[0]!
    return {
      rpcUrl: devnet.rpcUrl,
      chainId: devnet.chainId,
      ...clients,
      walletClient,
      accounts: TEST_ACCOUNTS,
      demo,
      stop: devnet.stop,
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
