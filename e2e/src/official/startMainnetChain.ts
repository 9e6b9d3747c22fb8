import {
  buildSafeTransaction,
  getSafeTxTypedData,
  SAFE_DEPLOYMENTS,
  type SafeTransactionData,
  safeAbi,
  safeProxyFactoryAbi,
  safeTxHash,
} from '@assent/core'
import {
  createDevnetClients,
  type DevnetClients,
  deploySafeContracts,
  encodeSafeSetup,
  executeSafeTransaction,
  predictSafeAddress,
  startDevnet,
} from '@assent/devnet'
import { TEST_ACCOUNTS } from '@assent/test'
import { type Address, encodeFunctionData, type Hex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployMulticall3 } from './deployMulticall3'

/** A Safe transaction as it happened (or waits) on the chain, with what the fixtures need. */
export type ChainSafeTx = {
  tx: SafeTransactionData
  safeTxHash: Hex
  /** Owner signatures that exist for it (the queued ones carry fewer than the threshold). */
  confirmations: { signer: Address; signature: Hex }[]
  /** Milliseconds: when it was proposed (queue) or executed (history). */
  timestamp: number
  /** The execution's transaction hash; undefined while queued. */
  txHash?: Hex
  /** Who sent the execution. */
  executor?: Address
}

/** What the test gateway describes: a mainnet-kind Safe and its history, all real on chain. */
export type MainnetWorld = {
  rpcUrl: string
  clients: DevnetClients
  safe: Address
  owners: Address[]
  threshold: number
  version: '1.3.0'
  singleton: Address
  fallbackHandler: Address
  factory: Address
  creation: { txHash: Hex; creator: Address; timestamp: number }
  funding: { txHash: Hex; from: Address; value: bigint; timestamp: number }
  executed: ChainSafeTx
  /** Nonce 1 (0.1 ETH out) and nonce 2 (threshold to 1), each signed by owner 0 only. */
  queued: [ChainSafeTx, ChainSafeTx]
  stop(): Promise<void>
}

const account = (index: number): Address => TEST_ACCOUNTS[index]!.address as Address

/**
 * anvil under chain id 1 with the real Safe contracts and Multicall3 at their canonical
 * addresses (no ENS: nothing answers at Ethereum's ENS addresses), and a
 * 2-of-3 Safe on the L1 (non-L2) singleton 1.3.0, as most mainnet Safes holding value are:
 * created through the 1.3.0 proxy factory, funded, one transfer executed, two more signed by
 * one owner and waiting.
 */
export async function startMainnetChain(): Promise<MainnetWorld> {
  const devnet = await startDevnet({
    port: 0,
    dataDir: null,
    chainId: 1,
    genesisTimestamp: Math.floor(Date.now() / 1000) - 3 * 86_400,
  })
  try {
    const clients = createDevnetClients(devnet.rpcUrl, 1)
    const { publicClient, walletClients, testClient } = clients
    await deploySafeContracts(clients)
    await deployMulticall3(clients)
    const v130 = SAFE_DEPLOYMENTS['1.3.0']
    const owners = [account(0), account(1), account(2)]
    const setup = {
      owners,
      threshold: 2,
      saltNonce: 1_700_000_000n,
      singleton: v130.safe as Address,
      fallbackHandler: v130.compatibilityFallbackHandler as Address,
      factory: v130.safeProxyFactory as Address,
    }
    const safe = await predictSafeAddress(publicClient, setup)
    const blockTime = async (hash: Hex) => {
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
      const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber })
      return Number(block.timestamp) * 1000
    }
    const later = (hours: number) => testClient.increaseTime({ seconds: hours * 3600 })

    const creator = walletClients[3]!
    const creationHash = await creator.writeContract({
      address: setup.factory,
      abi: safeProxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [setup.singleton, encodeSafeSetup(setup), setup.saltNonce],
    })
    const creation = {
      txHash: creationHash,
      creator: creator.account.address,
      timestamp: await blockTime(creationHash),
    }
    await later(5)
    const funder = walletClients[9]!
    const fundingValue = parseEther('12.5')
    const fundingHash = await funder.sendTransaction({ to: safe, value: fundingValue })
    const funding = {
      txHash: fundingHash,
      from: funder.account.address,
      value: fundingValue,
      timestamp: await blockTime(fundingHash),
    }
    await later(20)
    const execution = await executeSafeTransaction(clients, {
      safe,
      tx: { to: account(5), value: parseEther('0.25'), data: '0x', operation: 0 },
      signers: [0, 1],
      executor: 0,
      safeVersion: '1.3.0',
    })
    const executed: ChainSafeTx = {
      tx: execution.tx,
      safeTxHash: execution.safeTxHash,
      confirmations: await Promise.all(
        [0, 1].map((index) => signSafeTx(safe, execution.tx, index)),
      ),
      timestamp: await blockTime(execution.hash),
      txHash: execution.hash,
      executor: account(0),
    }
    await later(2)
    const now = Number((await publicClient.getBlock()).timestamp) * 1000
    const queue = async (nonce: bigint, input: Parameters<typeof buildSafeTransaction>[0]) => {
      const tx = buildSafeTransaction({ ...input, nonce })
      const params = { chainId: 1, safeAddress: safe, safeVersion: '1.3.0', tx }
      return {
        tx,
        safeTxHash: safeTxHash(params),
        confirmations: [await signSafeTx(safe, tx, 0)],
        timestamp: now + Number(nonce) * 60_000,
      } satisfies ChainSafeTx
    }
    const queued: [ChainSafeTx, ChainSafeTx] = [
      await queue(1n, { to: account(6), value: parseEther('0.1'), data: '0x', operation: 0 }),
      await queue(2n, {
        to: safe,
        value: 0n,
        data: encodeFunctionData({ abi: safeAbi, functionName: 'changeThreshold', args: [1n] }),
        operation: 0,
      }),
    ]
    return {
      rpcUrl: devnet.rpcUrl,
      clients,
      safe,
      owners,
      threshold: 2,
      version: '1.3.0',
      singleton: setup.singleton,
      fallbackHandler: setup.fallbackHandler,
      factory: setup.factory,
      creation,
      funding,
      executed,
      queued,
      stop: devnet.stop,
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}

/** Owner `index`'s EIP-712 signature of `tx` on the 1.3.0 Safe (chain 1). */
async function signSafeTx(safe: Address, tx: SafeTransactionData, index: number) {
  const owner = privateKeyToAccount(TEST_ACCOUNTS[index]!.privateKey as Hex)
  const typedData = getSafeTxTypedData({ chainId: 1, safeAddress: safe, safeVersion: '1.3.0', tx })
  return { signer: owner.address, signature: await owner.signTypedData(typedData) }
}
