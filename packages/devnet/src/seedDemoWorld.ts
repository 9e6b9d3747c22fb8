import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { encodeMultiSendData, multiSendAbi, SAFE_DEPLOYMENTS, safeAbi } from '@assent/core'
import { type Address, encodeFunctionData, getAbiItem, parseEther, parseUnits } from 'viem'
import { demoErc20Abi, demoErc721Abi } from './abis'
import { connectDevnet } from './connectDevnet'
import { DEVNET_ACCOUNTS } from './constants'
import type { DevnetClients } from './createDevnetClients'
import { DEMO_MULTISIG_SEEDED_NONCE, DEMO_SALT_NONCES, type DemoWorld } from './demoWorld'
import { deployDemoTokens } from './deployDemoTokens'
import { deploySafe } from './deploySafe'
import { deploySafeContracts } from './deploySafeContracts'
import { describeDemoSafe } from './describeDemoSafe'
import { executeSafeTransaction } from './executeSafeTransaction'
import { hasCode } from './hasCode'
import { predictSafeAddress, type SafeSetupParams } from './predictSafeAddress'
import { SAFE_141_ADDRESSES } from './safeContracts'
import { seedEip1271OwnedSafe, seedLegacy111Safe, seedNestedSafe } from './seedVariantDemoSafes'

const DAY = 86_400
const SENTINEL_OWNERS: Address = '0x0000000000000000000000000000000000000001'
const account = (index: number): Address => DEVNET_ACCOUNTS[index]!.address

export type SeedDemoWorldOptions = {
  /** Where to write demo.json; null writes nothing. Default: no file. */
  dataDir?: string | null
}

/**
 * Seeds the demo world (idempotent): Safe contracts, demo tokens, a 2-of-3 Safe (accounts
 * 0, 1, 2) and a 1-of-1 Safe (account 0), incoming funds, and an executed history on the
 * 2-of-3 spread over past days: native and ERC-20 transfers out, an owner added and removed,
 * the threshold lowered and restored, a MultiSend batch and a failed transaction. Then the
 * other kinds of Safe (seedMainnetStyleSafe, seedVariantDemoSafes.ts): 1.3.0 non-L2, 1.1.1,
 * a Safe owned by the 2-of-3, and one with a Safe as EIP-1271 owner; each is added on start to
 * a devnet seeded before it existed. A chain already seeded is left as it is.
 */
export async function seedDemoWorld(
  rpcUrl: string,
  options: SeedDemoWorldOptions = {},
): Promise<DemoWorld> {
  const clients = await connectDevnet(rpcUrl)
  const { contracts } = await deploySafeContracts(clients)
  const tokens = await deployDemoTokens(clients)
  const multisigOwners = [account(0), account(1), account(2)]
  const multisigSetup = {
    owners: multisigOwners,
    threshold: 2,
    saltNonce: DEMO_SALT_NONCES.multisig,
  }
  const singleSetup = { owners: [account(0)], threshold: 1, saltNonce: DEMO_SALT_NONCES.single }

  const multisigAddress = await predictSafeAddress(clients.publicClient, multisigSetup)
  const nonce = (await hasCode(clients.publicClient, multisigAddress))
    ? await safeNonce(clients, multisigAddress)
    : 0
  if (nonce > 0 && nonce < DEMO_MULTISIG_SEEDED_NONCE) {
    throw new Error(
      `The demo Safe ${multisigAddress} has nonce ${nonce}: an earlier seed stopped half-way. Reset the devnet data folder.`,
    )
  }
  const seededAtBlock =
    nonce > 0
      ? await previousSeedBlock(clients, multisigAddress)
      : await seedHistory(clients, tokens, multisigSetup, singleSetup)
  const single = await predictSafeAddress(clients.publicClient, singleSetup)
  const mainnet = await seedMainnetStyleSafe(clients)
  const legacy111 = await seedLegacy111Safe(clients)
  const nested = await seedNestedSafe(clients, multisigAddress)
  const eip1271 = await seedEip1271OwnedSafe(clients)
  const describe = (address: Address, saltNonce: bigint) =>
    describeDemoSafe(clients, address, saltNonce)

  const world: DemoWorld = {
    chainId: clients.publicClient.chain.id,
    rpcUrl,
    contracts,
    tokens,
    safes: {
      multisig: await describe(multisigAddress, multisigSetup.saltNonce),
      single: await describe(single, singleSetup.saltNonce),
      mainnet: await describe(mainnet, DEMO_SALT_NONCES.mainnet),
      legacy111: await describe(legacy111, DEMO_SALT_NONCES.legacy111),
      nested: await describe(nested, DEMO_SALT_NONCES.nested),
      eip1271Signer: await describe(eip1271.signer, DEMO_SALT_NONCES.eip1271Signer),
      eip1271Owned: await describe(eip1271.owned, DEMO_SALT_NONCES.eip1271Owned),
    },
    accounts: [...DEVNET_ACCOUNTS],
    seededAtBlock,
  }
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true })
    writeFileSync(join(options.dataDir, 'demo.json'), `${JSON.stringify(world, null, 2)}\n`)
  }
  return world
}

/**
 * The Safe 1.3.0 on the non-L2 singleton, funded, with one executed transfer (0.1 ETH to test
 * account 5). Idempotent: a Safe already past nonce 0 is left as it is; also added to a devnet
 * seeded before it existed.
 */
async function seedMainnetStyleSafe(clients: DevnetClients): Promise<Address> {
  const v130 = SAFE_DEPLOYMENTS['1.3.0']
  const setup: SafeSetupParams = {
    owners: [account(0), account(1)],
    threshold: 2,
    saltNonce: DEMO_SALT_NONCES.mainnet,
    singleton: v130.safe,
    fallbackHandler: v130.compatibilityFallbackHandler,
    factory: v130.safeProxyFactory,
  }
  const { address } = await deploySafe(clients, setup)
  if ((await safeNonce(clients, address)) > 0) return address
  const funding = await clients.walletClients[0]!.sendTransaction({
    to: address,
    value: parseEther('2'),
  })
  await clients.publicClient.waitForTransactionReceipt({ hash: funding })
  await executeSafeTransaction(clients, {
    safe: address,
    tx: { to: account(5), value: parseEther('0.1') },
    signers: [0, 1],
    safeVersion: '1.3.0',
  })
  return address
}

/** Runs the one-time part of the seed; returns the block number of its last transaction. */
async function seedHistory(
  clients: DevnetClients,
  tokens: DemoWorld['tokens'],
  multisigSetup: SafeSetupParams,
  singleSetup: SafeSetupParams,
): Promise<number> {
  const { publicClient, walletClients, testClient } = clients
  const wallet = (index: number) => walletClients[index]!
  const wait = async (hash: `0x${string}`) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`seed transaction ${hash} reverted`)
  }
  const exec = (tx: Parameters<typeof executeSafeTransaction>[1]['tx'], signers: number[]) =>
    executeSafeTransaction(clients, { safe, tx, signers, executor: signers[0] })
  const erc20Transfer = (to: Address, amount: bigint) =>
    encodeFunctionData({ abi: demoErc20Abi, functionName: 'transfer', args: [to, amount] })
  const usd = (amount: string) => parseUnits(amount, 6)

  // History goes on six consecutive days ending yesterday when the chain's clock allows
  // (the CLI starts new chains a week in the past), else it runs forward from the chain's time.
  const now = Math.floor(Date.now() / 1000)
  const latest = Number((await publicClient.getBlock()).timestamp)
  const firstDay = Math.max(latest + 60, now - 6 * DAY + 3_600)
  const day = (index: number) =>
    testClient.setNextBlockTimestamp({ timestamp: BigInt(firstDay + index * DAY) })

  // Day 0: the Safes are created and receive ETH, tokens and collectibles.
  await day(0)
  const safe = (await deploySafe(clients, multisigSetup)).address
  const single = await deploySafe(clients, singleSetup)
  await wait(await wallet(0).sendTransaction({ to: safe, value: parseEther('10') }))
  await wait(await wallet(0).sendTransaction({ to: single.address, value: parseEther('1') }))
  const token = (address: Address) => ({ address, abi: demoErc20Abi }) as const
  await wait(
    await wallet(0).writeContract({
      ...token(tokens.usd6),
      functionName: 'mint',
      args: [account(0), usd('1000000')],
    }),
  )
  await wait(
    await wallet(0).writeContract({
      ...token(tokens.usd6),
      functionName: 'transfer',
      args: [safe, usd('50000')],
    }),
  )
  await wait(
    await wallet(0).writeContract({
      ...token(tokens.usd6),
      functionName: 'transfer',
      args: [single.address, usd('1000')],
    }),
  )
  await wait(
    await wallet(1).writeContract({
      ...token(tokens.ast18),
      functionName: 'mint',
      args: [safe, parseEther('1000')],
    }),
  )
  const nft = { address: tokens.nft, abi: demoErc721Abi } as const
  for (const to of [safe, safe, account(0), single.address]) {
    await wait(await wallet(0).writeContract({ ...nft, functionName: 'mint', args: [to] }))
  }
  // Token 3 arrives by safeTransferFrom, exercising the fallback handler's ERC-721 callback.
  await wait(
    await wallet(0).writeContract({
      ...nft,
      functionName: 'safeTransferFrom',
      args: [account(0), safe, 3n],
    }),
  )

  // Day 1: a native transfer out of each Safe.
  await day(1)
  await exec({ to: account(3), value: parseEther('1') }, [0, 1])
  await executeSafeTransaction(clients, {
    safe: single.address,
    tx: { to: account(0), value: parseEther('0.1') },
    signers: [0],
  })

  // Day 2: an ERC-20 transfer out; account 3 joins as owner.
  await day(2)
  await exec({ to: tokens.usd6, data: erc20Transfer(account(4), usd('1000')) }, [1, 2])
  const addOwner = encodeFunctionData({
    abi: safeAbi,
    functionName: 'addOwnerWithThreshold',
    args: [account(3), 2n],
  })
  await exec({ to: safe, data: addOwner }, [0, 2])

  // Day 3: account 3 leaves again (it was added at the head of the owner list); threshold 1.
  await day(3)
  const removeOwner = encodeFunctionData({
    abi: safeAbi,
    functionName: 'removeOwner',
    args: [SENTINEL_OWNERS, account(3), 2n],
  })
  await exec({ to: safe, data: removeOwner }, [0, 1])
  const setThreshold = (threshold: bigint) =>
    encodeFunctionData({ abi: safeAbi, functionName: 'changeThreshold', args: [threshold] })
  await exec({ to: safe, data: setThreshold(1n) }, [0, 1])

  // Day 4: one owner restores 2-of-3; a batch through MultiSendCallOnly (delegate call).
  await day(4)
  await exec({ to: safe, data: setThreshold(2n) }, [2])
  const batch = encodeMultiSendData([
    { operation: 0, to: tokens.usd6, value: 0n, data: erc20Transfer(account(5), usd('250')) },
    {
      operation: 0,
      to: tokens.ast18,
      value: 0n,
      data: erc20Transfer(account(6), parseEther('10')),
    },
  ])
  await exec(
    {
      to: SAFE_141_ADDRESSES.multiSendCallOnly,
      data: encodeFunctionData({ abi: multiSendAbi, functionName: 'multiSend', args: [batch] }),
      operation: 1,
    },
    [0, 1],
  )

  // Day 5: more ETH comes in; a transfer of more aUSD than the Safe holds fails inside
  // execTransaction (safeTxGas > 0, so the Safe emits ExecutionFailure and uses the nonce).
  await day(5)
  await wait(await wallet(2).sendTransaction({ to: safe, value: parseEther('0.5') }))
  const failed = await executeSafeTransaction(clients, {
    safe,
    tx: { to: tokens.usd6, data: erc20Transfer(account(7), usd('10000000')), safeTxGas: 100_000n },
    signers: [0, 1],
    gas: 500_000n,
  })
  if (failed.success) throw new Error('seed: the failing transaction unexpectedly succeeded')

  // Let the chain's clock catch up with the wall clock, so new blocks carry today's date.
  const last = Number((await publicClient.getBlock()).timestamp)
  if (last < now) {
    await testClient.setNextBlockTimestamp({ timestamp: BigInt(now) })
    await testClient.mine({ blocks: 1 })
  }
  return Number(failed.receipt.blockNumber)
}

async function safeNonce(clients: DevnetClients, safe: Address): Promise<number> {
  const nonce = await clients.publicClient.readContract({
    address: safe,
    abi: safeAbi,
    functionName: 'nonce',
  })
  return Number(nonce)
}

/** Block of the seed's last transaction: the 2-of-3's failed execution. */
async function previousSeedBlock(clients: DevnetClients, safe: Address): Promise<number> {
  const failures = await clients.publicClient.getLogs({
    address: safe,
    event: getAbiItem({ abi: safeAbi, name: 'ExecutionFailure' }),
    fromBlock: 0n,
  })
  const first = failures[0]
  if (!first)
    throw new Error(`The demo Safe ${safe} has no seeded history. Reset the devnet data folder.`)
  return Number(first.blockNumber)
}
