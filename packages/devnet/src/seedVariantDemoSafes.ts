import { SAFE_1_1_1_DEPLOYMENTS, safeAbi } from '@assent/core'
import { type Address, parseEther } from 'viem'
import { DEVNET_ACCOUNTS } from './constants'
import type { DevnetClients } from './createDevnetClients'
import { DEMO_SALT_NONCES } from './demoWorld'
import { deploySafe } from './deploySafe'
import { executeSafeTransaction } from './executeSafeTransaction'

const account = (index: number): Address => DEVNET_ACCOUNTS[index]!.address

async function fund(clients: DevnetClients, to: Address, ether: string) {
  const hash = await clients.walletClients[0]!.sendTransaction({ to, value: parseEther(ether) })
  await clients.publicClient.waitForTransactionReceipt({ hash })
}

/**
 * A 1-of-2 Safe 1.1.1 (accounts 0 and 2, created by the 1.1.1 ProxyFactory with the
 * DefaultCallbackHandler), funded with 1 ETH, with one executed transfer (0.25 ETH to account
 * 7, signed and sent by account 2). A Safe already past nonce 0 is left as it is.
 */
export async function seedLegacy111Safe(clients: DevnetClients): Promise<Address> {
  const { address } = await deploySafe(clients, {
    owners: [account(0), account(2)],
    threshold: 1,
    saltNonce: DEMO_SALT_NONCES.legacy111,
    singleton: SAFE_1_1_1_DEPLOYMENTS.safe,
    fallbackHandler: SAFE_1_1_1_DEPLOYMENTS.defaultCallbackHandler,
    factory: SAFE_1_1_1_DEPLOYMENTS.safeProxyFactory,
  })
  const nonce = await clients.publicClient.readContract({
    address,
    abi: safeAbi,
    functionName: 'nonce',
  })
  if (nonce > 0n) return address
  await fund(clients, address, '1')
  await executeSafeTransaction(clients, {
    safe: address,
    tx: { to: account(7), value: parseEther('0.25') },
    signers: [2],
    executor: 2,
    safeVersion: '1.1.1',
  })
  return address
}

/**
 * A 2-of-2 SafeL2 1.4.1 owned by `parent` (the multisig demo Safe) and account 3, so one of its
 * two confirmations must come through the parent. Funded with 1 ETH when created.
 */
export async function seedNestedSafe(clients: DevnetClients, parent: Address): Promise<Address> {
  const { address, created } = await deploySafe(clients, {
    owners: [parent, account(3)],
    threshold: 2,
    saltNonce: DEMO_SALT_NONCES.nested,
  })
  if (created) await fund(clients, address, '1')
  return address
}

/**
 * A 2-of-2 SafeL2 1.4.1 whose owners are account 4 and a contract: a 1-of-1 SafeL2 1.4.1 owned
 * by account 5, whose CompatibilityFallbackHandler answers EIP-1271 isValidSignature for it.
 * The owned Safe is funded with 1 ETH when created.
 */
export async function seedEip1271OwnedSafe(
  clients: DevnetClients,
): Promise<{ signer: Address; owned: Address }> {
  const signer = await deploySafe(clients, {
    owners: [account(5)],
    threshold: 1,
    saltNonce: DEMO_SALT_NONCES.eip1271Signer,
  })
  const owned = await deploySafe(clients, {
    owners: [account(4), signer.address],
    threshold: 2,
    saltNonce: DEMO_SALT_NONCES.eip1271Owned,
  })
  if (owned.created) await fund(clients, owned.address, '1')
  return { signer: signer.address, owned: owned.address }
}
