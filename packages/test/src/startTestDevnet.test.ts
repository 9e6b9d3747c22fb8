import { type Address, keccak256, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { startTestDevnet } from './startTestDevnet'

const safeL2 = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const safeL2CodeHash = '0xb1f926978a0f44a2c0ec8fe822418ae969bd8c3f18d61e5103100339894f81ff'

describe('startTestDevnet', () => {
  it('starts a devnet with the Safe contracts and stops it', async () => {
    const devnet = await startTestDevnet()
    // A mark only this node holds: after stop() its port may already serve another test's anvil.
    const marker = keccak256(toHex(`marker ${Math.random()}`)).slice(0, 42) as Address
    try {
      await devnet.testClient.setBalance({ address: marker, value: 424242n })
      expect(await devnet.publicClient.getChainId()).toBe(31337)
      const code = await devnet.publicClient.getCode({ address: safeL2 })
      expect(keccak256(code!)).toBe(safeL2CodeHash)
      expect(devnet.walletClient.account.address).toBe(devnet.accounts[0]!.address)
      expect(devnet.walletClients).toHaveLength(10)
    } finally {
      await devnet.stop()
    }
    const after = await devnet.publicClient.getBalance({ address: marker }).catch(() => null)
    expect(after).not.toBe(424242n)
  })

  it('starts another chain id on request, with the Safe contracts at the same addresses', async () => {
    const devnet = await startTestDevnet({ chainId: 31338 })
    try {
      expect(devnet.chainId).toBe(31338)
      expect(await devnet.publicClient.getChainId()).toBe(31338)
      expect(await devnet.walletClient.getChainId()).toBe(31338)
      const code = await devnet.publicClient.getCode({ address: safeL2 })
      expect(keccak256(code!)).toBe(safeL2CodeHash)
    } finally {
      await devnet.stop()
    }
  })

  it("gives a later devnet the first one's deployed chain, block for block, then its own", async () => {
    // Whichever devnet of this process deployed first, these two see the chain it dumped.
    const [first, second] = await Promise.all([startTestDevnet(), startTestDevnet()])
    try {
      const head = await first.publicClient.getBlockNumber()
      expect(head).toBeGreaterThan(0n)
      expect(await second.publicClient.getBlockNumber()).toBe(head)
      const [a, b] = await Promise.all(
        [first, second].map((devnet) => devnet.publicClient.getBlock({ blockNumber: head })),
      )
      expect(b!.hash).toBe(a!.hash)
      const deployer = first.accounts[0]!.address
      expect(await second.publicClient.getTransactionCount({ address: deployer })).toBe(
        await first.publicClient.getTransactionCount({ address: deployer }),
      )
      expect(keccak256((await second.publicClient.getCode({ address: safeL2 }))!)).toBe(
        safeL2CodeHash,
      )
      // Each goes on by itself from there.
      await first.testClient.mine({ blocks: 2 })
      expect(await first.publicClient.getBlockNumber()).toBe(head + 2n)
      expect(await second.publicClient.getBlockNumber()).toBe(head)
    } finally {
      await Promise.all([first.stop(), second.stop()])
    }
  })

  it('can skip the deployment', async () => {
    const devnet = await startTestDevnet({ deploy: false })
    try {
      expect(await devnet.publicClient.getCode({ address: safeL2 })).toBeUndefined()
    } finally {
      await devnet.stop()
    }
  })

  it('seeds the demo world on request, with its manifest', async () => {
    const devnet = await startTestDevnet({ seed: true })
    try {
      const demo = devnet.demo!
      expect(demo.safes.multisig.owners).toEqual(devnet.accounts.slice(0, 3).map((a) => a.address))
      expect(demo.safes.multisig.nonce).toBe(8)
      expect(demo.rpcUrl).toBe(devnet.rpcUrl)
      expect(await devnet.publicClient.getCode({ address: demo.tokens.usd6 })).toBeDefined()
    } finally {
      await devnet.stop()
    }
  })
})
