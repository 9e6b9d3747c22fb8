import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEther } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from './constants'
import { createDevnetClients } from './createDevnetClients'
import { startDevnet } from './startDevnet'

const recipient = '0x000000000000000000000000000000000000dEaD'

async function rpcAnswers(rpcUrl: string): Promise<boolean> {
  try {
    await fetch(rpcUrl, { method: 'POST', body: '{}' })
    return true
  } catch {
    return false
  }
}

describe('startDevnet', () => {
  const dirs: string[] = []
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('starts an in-memory chain on a free port with the test accounts, and stops it', async () => {
    const devnet = await startDevnet({ port: 0, dataDir: null })
    try {
      expect(devnet.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(devnet.statePath).toBeNull()
      const { publicClient } = createDevnetClients(devnet.rpcUrl)
      expect(await publicClient.getChainId()).toBe(31337)
      const balance = await publicClient.getBalance({ address: DEVNET_ACCOUNTS[9]!.address })
      expect(balance).toBe(parseEther('10000'))
    } finally {
      await devnet.stop()
    }
    expect(await rpcAnswers(devnet.rpcUrl)).toBe(false)
  })

  it('keeps blocks, balances and logs across a restart on the same data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'assent-devnet-'))
    dirs.push(dataDir)
    const first = await startDevnet({ port: 0, dataDir })
    let blockNumber: bigint
    try {
      const { publicClient, walletClients } = createDevnetClients(first.rpcUrl)
      const hash = await walletClients[0]!.sendTransaction({ to: recipient, value: 12345n })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      blockNumber = receipt.blockNumber
    } finally {
      await first.stop()
    }
    expect(existsSync(join(dataDir, 'state.json'))).toBe(true)

    const second = await startDevnet({ port: 0, dataDir })
    try {
      const { publicClient } = createDevnetClients(second.rpcUrl)
      expect(await publicClient.getBalance({ address: recipient })).toBe(12345n)
      expect(await publicClient.getBlockNumber()).toBeGreaterThanOrEqual(blockNumber)
      const block = await publicClient.getBlock({ blockNumber, includeTransactions: true })
      expect(block.transactions[0]?.to?.toLowerCase()).toBe(recipient.toLowerCase())
    } finally {
      await second.stop()
    }
  })

  it('uses the requested genesis timestamp for a new chain', async () => {
    const genesisTimestamp = Math.floor(Date.now() / 1000) - 7 * 86_400
    const devnet = await startDevnet({ port: 0, dataDir: null, genesisTimestamp })
    try {
      const { publicClient } = createDevnetClients(devnet.rpcUrl)
      const genesis = await publicClient.getBlock({ blockNumber: 0n })
      expect(genesis.timestamp).toBe(BigInt(genesisTimestamp))
    } finally {
      await devnet.stop()
    }
  })

  it('fails with anvil output when the port is taken', async () => {
    const devnet = await startDevnet({ port: 0, dataDir: null })
    try {
      await expect(startDevnet({ port: devnet.port, dataDir: null })).rejects.toThrow(/anvil/)
    } finally {
      await devnet.stop()
    }
  })
})
