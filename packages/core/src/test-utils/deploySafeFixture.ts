import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  decodeEventLog,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  zeroAddress,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { safeAbi } from '../abi/safeAbi'
import { safeProxyFactoryAbi } from '../abi/safeProxyFactoryAbi'
import { steadyReceiptActions } from '../receipt/waitForReceipt'

const MNEMONIC = 'test test test test test test test test test test test junk'

/** Anvil's default accounts 0..9. */
export const testAccounts = Array.from({ length: 10 }, (_, addressIndex) =>
  mnemonicToAccount(MNEMONIC, { addressIndex }),
)

const require = createRequire(import.meta.url)
function artifact(path: string): { abi: Abi; bytecode: Hex } {
  const file = require.resolve(`@safe-global/safe-contracts/build/artifacts/contracts/${path}.json`)
  return JSON.parse(readFileSync(file, 'utf8'))
}

export type SafeFixture = Awaited<ReturnType<typeof deploySafeFixture>>

/**
 * Deploys SafeL2, SafeProxyFactory, CompatibilityFallbackHandler and MultiSendCallOnly 1.4.1
 * from the artifacts (at whatever addresses CREATE gives) and returns clients plus a
 * `deploySafe(owners, threshold)` helper.
 */
export async function deploySafeFixture(rpcUrl: string) {
  const deployer = testAccounts[0]!
  // steadyReceiptActions: anvil mines on demand, so receipt waits must not hang on a next block.
  const publicClient: PublicClient = createPublicClient({
    chain: foundry,
    transport: http(rpcUrl),
  }).extend(steadyReceiptActions)
  const walletClientFor = (account: (typeof testAccounts)[number]) =>
    createWalletClient({ account, chain: foundry, transport: http(rpcUrl) })
  const walletClient = walletClientFor(deployer)

  async function deploy(path: string): Promise<Address> {
    const { abi, bytecode } = artifact(path)
    const hash = await walletClient.deployContract({ abi, bytecode })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new Error(`deploying ${path} failed`)
    return receipt.contractAddress
  }

  const singleton = await deploy('SafeL2.sol/SafeL2')
  const factory = await deploy('proxies/SafeProxyFactory.sol/SafeProxyFactory')
  const fallbackHandler = await deploy(
    'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler',
  )
  const multiSendCallOnly = await deploy('libraries/MultiSendCallOnly.sol/MultiSendCallOnly')
  let saltNonce = 0n

  async function deploySafe(owners: Address[], threshold: bigint): Promise<Address> {
    const initializer = encodeFunctionData({
      abi: safeAbi,
      functionName: 'setup',
      args: [owners, threshold, zeroAddress, '0x', fallbackHandler, zeroAddress, 0n, zeroAddress],
    })
    saltNonce += 1n
    const hash = await walletClient.writeContract({
      address: factory,
      abi: safeProxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [singleton, initializer, saltNonce],
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    for (const log of receipt.logs) {
      if (log.address.toLowerCase() !== factory.toLowerCase()) continue
      const event = decodeEventLog({ abi: safeProxyFactoryAbi, ...log })
      if (event.eventName === 'ProxyCreation') return event.args.proxy
    }
    throw new Error('ProxyCreation event missing')
  }

  return {
    publicClient,
    walletClient,
    walletClientFor,
    singleton,
    factory,
    fallbackHandler,
    multiSendCallOnly,
    deploySafe,
  }
}
