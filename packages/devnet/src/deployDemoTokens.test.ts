import { readFileSync } from 'node:fs'
import { keccak256 } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileDemoContracts, serializeArtifact } from '../scripts/compile'
import { demoErc20Abi, demoErc721Abi } from './abis'
import { createDevnetClients, type DevnetClients } from './createDevnetClients'
import { demoTokenAddresses, deployDemoTokens } from './deployDemoTokens'
import { deploySafeContracts } from './deploySafeContracts'
import { type Devnet, startDevnet } from './startDevnet'

describe('devnet contract artifacts (demo tokens, tests-only attack kit)', () => {
  it('are exactly what scripts/compile.ts produces from contracts/*.sol', () => {
    const artifacts = compileDemoContracts()
    expect(artifacts.map((a) => a.contractName)).toEqual([
      'AttackApprovingToken',
      'AttackSimulationEvader',
      'AttackSingletonWriter',
      'BadEip1271Owner',
      'DemoERC20',
      'DemoERC721',
      'SimulationProbe',
    ])
    for (const artifact of artifacts) {
      const committed = readFileSync(
        new URL(`./artifacts/${artifact.contractName}.json`, import.meta.url),
        'utf8',
      )
      expect(committed, artifact.contractName).toBe(serializeArtifact(artifact))
    }
  })
})

describe('deployDemoTokens', () => {
  let devnet: Devnet
  let clients: DevnetClients
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0, dataDir: null })
    clients = createDevnetClients(devnet.rpcUrl)
    await deploySafeContracts(clients)
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it('deploys the three tokens at fixed addresses with their names, symbols and decimals', async () => {
    const tokens = await deployDemoTokens(clients)
    expect(tokens).toEqual(demoTokenAddresses())
    const { publicClient } = clients
    const erc20 = async (address: `0x${string}`) => [
      await publicClient.readContract({ address, abi: demoErc20Abi, functionName: 'name' }),
      await publicClient.readContract({ address, abi: demoErc20Abi, functionName: 'symbol' }),
      await publicClient.readContract({ address, abi: demoErc20Abi, functionName: 'decimals' }),
    ]
    expect(await erc20(tokens.usd6)).toEqual(['Assent USD', 'aUSD', 6])
    expect(await erc20(tokens.ast18)).toEqual(['Assent Token', 'AST', 18])
    const nft = { address: tokens.nft, abi: demoErc721Abi } as const
    expect(await publicClient.readContract({ ...nft, functionName: 'symbol' })).toBe('APNK')
    expect(
      await publicClient.readContract({
        ...nft,
        functionName: 'supportsInterface',
        args: ['0x80ac58cd'],
      }),
    ).toBe(true)
  })

  it('is idempotent and leaves the code untouched', async () => {
    const tokens = demoTokenAddresses()
    const before = keccak256((await clients.publicClient.getCode({ address: tokens.usd6 }))!)
    const block = await clients.publicClient.getBlockNumber()
    await deployDemoTokens(clients)
    expect(await clients.publicClient.getBlockNumber()).toBe(block)
    expect(keccak256((await clients.publicClient.getCode({ address: tokens.usd6 }))!)).toBe(before)
  })

  it('mints to anyone and moves tokens (the ERC-20 rejects overdrafts)', async () => {
    const tokens = demoTokenAddresses()
    const [alice, bob] = clients.walletClients
    const token = { address: tokens.usd6, abi: demoErc20Abi } as const
    await clients.publicClient.waitForTransactionReceipt({
      hash: await bob!.writeContract({
        ...token,
        functionName: 'mint',
        args: [bob!.account.address, 5n],
      }),
    })
    await expect(
      clients.publicClient.simulateContract({
        ...token,
        account: bob!.account,
        functionName: 'transfer',
        args: [alice!.account.address, 6n],
      }),
    ).rejects.toThrow(/exceeds balance/)
  })
})
