import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  compatibilityFallbackHandlerAbi,
  getSafeMessageTypedData,
  hashSafeMessageContent,
  SAFE_1_1_1_DEPLOYMENTS,
  SAFE_DEPLOYMENTS,
  safeAbi,
} from '@assent/core'
import { type Address, type Hex, keccak256, parseEther, parseUnits, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoErc20Abi, demoErc721Abi } from './abis'
import { DEVNET_ACCOUNTS } from './constants'
import { createDevnetClients, type DevnetClients } from './createDevnetClients'
import type { DemoWorld } from './demoWorld'
import { readDemoWorld } from './readDemoWorld'
import { seedDemoWorld } from './seedDemoWorld'
import { type Devnet, startDevnet } from './startDevnet'

const DAY = 86_400
const account = (index: number) => DEVNET_ACCOUNTS[index]!.address

type SafeEventName = Extract<(typeof safeAbi)[number], { type: 'event' }>['name']

function safeEvents(clients: DevnetClients, safe: Address) {
  return <N extends SafeEventName>(eventName: N) =>
    clients.publicClient.getContractEvents({
      address: safe,
      abi: safeAbi,
      eventName,
      fromBlock: 0n,
    })
}

describe('seedDemoWorld', () => {
  let devnet: Devnet
  let clients: DevnetClients
  let world: DemoWorld
  const dataDir = mkdtempSync(join(tmpdir(), 'assent-seed-'))
  const startedAt = Math.floor(Date.now() / 1000)

  beforeAll(async () => {
    devnet = await startDevnet({
      port: 0,
      dataDir: null,
      genesisTimestamp: startedAt - 7 * DAY,
    })
    clients = createDevnetClients(devnet.rpcUrl)
    world = await seedDemoWorld(devnet.rpcUrl, { dataDir })
  })
  afterAll(async () => {
    await devnet?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('leaves a 2-of-3 owned by accounts 0,1,2 at nonce 8 and a 1-of-1 owned by account 0', async () => {
    const { multisig, single } = world.safes
    for (const safe of [multisig, single]) {
      const read = { address: safe.address, abi: safeAbi } as const
      const { publicClient } = clients
      expect(await publicClient.readContract({ ...read, functionName: 'getOwners' })).toEqual(
        safe.owners,
      )
      expect(await publicClient.readContract({ ...read, functionName: 'getThreshold' })).toBe(
        BigInt(safe.threshold),
      )
      expect(await publicClient.readContract({ ...read, functionName: 'nonce' })).toBe(
        BigInt(safe.nonce),
      )
      expect(await publicClient.readContract({ ...read, functionName: 'VERSION' })).toBe('1.4.1')
    }
    expect(multisig.owners).toEqual([account(0), account(1), account(2)])
    expect(multisig.threshold).toBe(2)
    expect(multisig.nonce).toBe(8)
    expect(single.owners).toEqual([account(0)])
    expect(single.threshold).toBe(1)
    expect(single.nonce).toBe(1)
  })

  it('leaves a mainnet-kind Safe 1.3.0 (non-L2 singleton) with one executed transfer', async () => {
    const { mainnet } = world.safes
    const { publicClient } = clients
    const read = { address: mainnet.address, abi: safeAbi } as const
    expect(await publicClient.readContract({ ...read, functionName: 'VERSION' })).toBe('1.3.0')
    // Slot 0 of a proxy holds its singleton: the non-L2 GnosisSafe 1.3.0.
    const singleton = await publicClient.getStorageAt({ address: mainnet.address, slot: '0x0' })
    expect(singleton?.toLowerCase()).toBe(
      `0x${'0'.repeat(24)}${SAFE_DEPLOYMENTS['1.3.0'].safe.slice(2).toLowerCase()}`,
    )
    expect(mainnet.owners).toEqual([account(0), account(1)])
    expect(mainnet.threshold).toBe(2)
    expect(mainnet.nonce).toBe(1)
    expect(await publicClient.getBalance({ address: mainnet.address })).toBe(parseEther('1.9'))
    // A second seed leaves it as it is.
    const again = await seedDemoWorld(devnet.rpcUrl)
    expect(again.safes.mainnet).toEqual(mainnet)
  })

  const onChain = (address: Address) => {
    const read = { address, abi: safeAbi } as const
    const { publicClient } = clients
    return Promise.all([
      publicClient.readContract({ ...read, functionName: 'getOwners' }),
      publicClient.readContract({ ...read, functionName: 'getThreshold' }),
      publicClient.readContract({ ...read, functionName: 'VERSION' }),
      publicClient.getBalance({ address }),
    ])
  }

  it('leaves a Safe 1.1.1 (1.1.1 factory and singleton) with one executed transfer', async () => {
    const { legacy111 } = world.safes
    const [owners, threshold, version, balance] = await onChain(legacy111.address)
    expect(version).toBe('1.1.1')
    expect(owners).toEqual([account(0), account(2)])
    expect(threshold).toBe(1n)
    expect(balance).toBe(parseEther('0.75'))
    const singleton = await clients.publicClient.getStorageAt({
      address: legacy111.address,
      slot: '0x0',
    })
    expect(singleton?.toLowerCase()).toBe(
      `0x${'0'.repeat(24)}${SAFE_1_1_1_DEPLOYMENTS.safe.slice(2).toLowerCase()}`,
    )
    expect(legacy111).toMatchObject({ version: '1.1.1', l2: false, nonce: 1, threshold: 1 })
    // 1.1.1's ExecutionSuccess has no indexed topic: count the logs by their signature.
    const logs = await clients.publicClient.getLogs({ address: legacy111.address, fromBlock: 0n })
    const executionSuccess = keccak256(toHex('ExecutionSuccess(bytes32,uint256)'))
    expect(logs.filter((log) => log.topics[0] === executionSuccess)).toHaveLength(1)
  })

  it('leaves a 2-of-2 owned by the 2-of-3 demo Safe and account 3, funded', async () => {
    const { nested, multisig } = world.safes
    const [owners, threshold, version, balance] = await onChain(nested.address)
    expect(owners).toEqual([multisig.address, account(3)])
    expect(threshold).toBe(2n)
    expect(version).toBe('1.4.1')
    expect(balance).toBe(parseEther('1'))
    expect(nested).toMatchObject({ owners, threshold: 2, nonce: 0, version: '1.4.1', l2: true })
    // The parent owner is the multisig Safe itself, a contract.
    expect(await clients.publicClient.getCode({ address: owners[0]! })).toMatch(/^0x[0-9a-f]{10}/)
  })

  it('leaves a 2-of-2 with a 1-of-1 Safe as EIP-1271 owner, which answers isValidSignature', async () => {
    const { eip1271Owned, eip1271Signer } = world.safes
    const [owners, threshold, version, balance] = await onChain(eip1271Owned.address)
    expect(owners).toEqual([account(4), eip1271Signer.address])
    expect(threshold).toBe(2n)
    expect(version).toBe('1.4.1')
    expect(balance).toBe(parseEther('1'))
    const [signerOwners, signerThreshold] = await onChain(eip1271Signer.address)
    expect(signerOwners).toEqual([account(5)])
    expect(signerThreshold).toBe(1n)

    // Account 5 signs a message for its Safe; the Safe's fallback handler vouches for it.
    const message = 'Assent: the owner Safe signs for the 2-of-2'
    const typedData = getSafeMessageTypedData({
      chainId: world.chainId,
      safeAddress: eip1271Signer.address,
      safeVersion: '1.4.1',
      message,
    })
    const signature = await clients.walletClients[5]!.signTypedData(typedData)
    const isValid = (by: Hex) =>
      clients.publicClient.readContract({
        address: eip1271Signer.address,
        // The bytes32 overload only: viem cannot tell the two apart by their arguments.
        abi: compatibilityFallbackHandlerAbi.filter(
          (item) =>
            !(item.type === 'function' && item.name === 'isValidSignature') ||
            item.inputs[0]?.type === 'bytes32',
        ),
        functionName: 'isValidSignature',
        args: [hashSafeMessageContent(message), by],
      })
    expect(await isValid(signature)).toBe('0x1626ba7e')
    // Signed by account 4, not an owner of the signer Safe: rejected.
    const stranger = await clients.walletClients[4]!.signTypedData(typedData)
    await expect(isValid(stranger)).rejects.toThrow()
  })

  it('leaves the expected balances of ETH, both ERC-20s and the collectibles', async () => {
    const { publicClient } = clients
    const { multisig, single } = world.safes
    const erc20 = (token: Address, owner: Address) =>
      publicClient.readContract({
        address: token,
        abi: demoErc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
    const nft = { address: world.tokens.nft, abi: demoErc721Abi } as const
    // 10 in − 1 out + 0.5 in; 1 in − 0.1 out.
    expect(await publicClient.getBalance({ address: multisig.address })).toBe(parseEther('9.5'))
    expect(await publicClient.getBalance({ address: single.address })).toBe(parseEther('0.9'))
    // 50 000 in − 1 000 − 250 out; the failed 10 000 000 moved nothing.
    expect(await erc20(world.tokens.usd6, multisig.address)).toBe(parseUnits('48750', 6))
    expect(await erc20(world.tokens.usd6, single.address)).toBe(parseUnits('1000', 6))
    expect(await erc20(world.tokens.ast18, multisig.address)).toBe(parseEther('990'))
    expect(await erc20(world.tokens.ast18, account(6))).toBe(parseEther('10'))
    expect(
      await publicClient.readContract({
        ...nft,
        functionName: 'balanceOf',
        args: [multisig.address],
      }),
    ).toBe(3n)
    expect(await publicClient.readContract({ ...nft, functionName: 'ownerOf', args: [3n] })).toBe(
      multisig.address,
    )
    expect(await publicClient.readContract({ ...nft, functionName: 'ownerOf', args: [4n] })).toBe(
      single.address,
    )
    const decimals = await publicClient.readContract({
      address: world.tokens.usd6,
      abi: demoErc20Abi,
      functionName: 'decimals',
    })
    expect(decimals).toBe(6)
    expect(
      await publicClient.readContract({ ...nft, functionName: 'tokenURI', args: [1n] }),
    ).toContain('Assent Punks #1')
  })

  it('records the history as Safe events: transfers, owner and threshold changes, batch, failure', async () => {
    const events = safeEvents(clients, world.safes.multisig.address)
    const successes = await events('ExecutionSuccess')
    const failures = await events('ExecutionFailure')
    expect(successes).toHaveLength(7)
    expect(failures).toHaveLength(1)
    expect(Number(failures[0]!.blockNumber)).toBe(world.seededAtBlock)
    const added = await events('AddedOwner')
    const removed = await events('RemovedOwner')
    expect(added.map((log) => log.args.owner)).toEqual([account(3)])
    expect(removed.map((log) => log.args.owner)).toEqual([account(3)])
    const thresholds = await events('ChangedThreshold')
    expect(thresholds.map((log) => log.args.threshold)).toEqual([1n, 2n])
    const received = await events('SafeReceived')
    expect(received.map((log) => log.args.value)).toEqual([parseEther('10'), parseEther('0.5')])
    const multisigTxs = await events('SafeMultiSigTransaction')
    const delegate = multisigTxs.filter((log) => log.args.operation === 1)
    expect(delegate.map((log) => log.args.to)).toEqual([world.contracts.multiSendCallOnly])
  })

  it('spreads the history over several past days and brings the clock back to now', async () => {
    const events = safeEvents(clients, world.safes.multisig.address)
    const logs = [...(await events('ExecutionSuccess')), ...(await events('ExecutionFailure'))]
    const timestamps = await Promise.all(
      logs.map(async (log) =>
        Number((await clients.publicClient.getBlock({ blockNumber: log.blockNumber! })).timestamp),
      ),
    )
    const days = new Set(timestamps.map((t) => Math.floor(t / DAY)))
    expect(days.size).toBeGreaterThanOrEqual(5)
    for (const t of timestamps) expect(t).toBeLessThan(startedAt)
    const latest = await clients.publicClient.getBlock()
    expect(Number(latest.timestamp)).toBeGreaterThanOrEqual(startedAt)
  })

  it('writes demo.json and is idempotent: a second run sends nothing and returns the same world', async () => {
    expect(readDemoWorld(dataDir)).toEqual(world)
    expect(readDemoWorld(join(dataDir, 'missing'))).toBeUndefined()
    const block = await clients.publicClient.getBlockNumber()
    const again = await seedDemoWorld(devnet.rpcUrl)
    expect(await clients.publicClient.getBlockNumber()).toBe(block)
    expect(again).toEqual(world)
  })
})

describe('seedDemoWorld across restarts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'assent-restart-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('keeps the seeded Safe, its history and its logs; the second seed skips', async () => {
    const first = await startDevnet({ port: 0, dataDir })
    let world: DemoWorld
    try {
      world = await seedDemoWorld(first.rpcUrl, { dataDir })
    } finally {
      await first.stop()
    }
    const second = await startDevnet({ port: 0, dataDir })
    try {
      const clients = createDevnetClients(second.rpcUrl)
      const block = await clients.publicClient.getBlockNumber()
      const again = await seedDemoWorld(second.rpcUrl, { dataDir })
      expect(await clients.publicClient.getBlockNumber()).toBe(block)
      expect(again.safes).toEqual(world.safes)
      expect(again.seededAtBlock).toBe(world.seededAtBlock)
      const successes = await safeEvents(clients, world.safes.multisig.address)('ExecutionSuccess')
      expect(successes).toHaveLength(7)
    } finally {
      await second.stop()
    }
  })
})
