import {
  createDevnetClients,
  type DemoWorld,
  type DevnetAccount,
  type DevnetClients,
  type DevnetPublicClient,
  type DevnetTestClient,
  type DevnetWalletClient,
  deploySafeContracts,
  seedDemoWorld,
  startDevnet,
} from '@assent/devnet'
import type { Hex } from 'viem'
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
 * The chain right after deploySafeContracts, per chain id, as anvil dumps it (blocks, receipts,
 * accounts, code): made by the first test devnet of this process, loaded by the next. Loading
 * costs ~0.03 CPU-s where deploying the ~30 contracts cost ~0.3, and the chain is the same
 * block for block (same hashes, same deployer nonce). Test files sharing a worker share this.
 */
const deployedStates = new Map<number, Promise<Hex>>()

async function deployOrLoadSafeContracts(clients: DevnetClients, chainId: number): Promise<void> {
  const dumped = deployedStates.get(chainId)
  if (dumped) {
    // A failed first deploy must not leave every later devnet failing: try ours then.
    const state = await dumped.catch(() => undefined)
    if (state) return clients.testClient.loadState({ state })
  }
  const deploying = deploySafeContracts(clients).then(() => clients.testClient.dumpState())
  deployedStates.set(chainId, deploying)
  await deploying.catch((error: unknown) => {
    deployedStates.delete(chainId)
    throw error
  })
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
    if (!demo && (options.deploy ?? true)) await deployOrLoadSafeContracts(clients, devnet.chainId)
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
