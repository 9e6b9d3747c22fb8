import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectDevnetReview } from './test-utils/expectDevnetReview'
import { startTamperingProxy } from './test-utils/startTamperingProxy'
import {
  CHECKOUT_BIN,
  runAssentVerify,
  startVerifyStack,
  type VerifyStack,
} from './test-utils/startVerifyStack'

// The command as a signer runs it: its own Node process, a real gateway over a real Safe 1.4.1
// on anvil, and a gateway that lies placed in front of the real one.
let stack: VerifyStack
let safeName: string
let sources: string[]

beforeAll(async () => {
  stack = await startVerifyStack()
  safeName = `devnet:${stack.safe}`
  sources = ['--gateway', stack.gatewayUrl, '--rpc', stack.devnet.rpcUrl]
})
afterAll(async () => {
  await stack?.stop()
})

describe('assent-verify', () => {
  it('prints the hashes a Ledger shows, the confirmation proven and the state, and exits 0', async () => {
    // The checkout's bin itself (tsx); the other runs take the same sources compiled.
    const run = await runAssentVerify([safeName, '--nonce', '0', ...sources], { bin: CHECKOUT_BIN })
    expect(run.stderr).toBe('')
    expectDevnetReview(run, stack)
    expect(run.stdout).toContain(`sends 1 native to ${stack.devnet.accounts[3]!.address}`)
  })

  it('answers --json for scripts, by safeTxHash', async () => {
    const run = await runAssentVerify([
      safeName,
      '--safe-tx-hash',
      stack.proposed.safeTxHash,
      '--json',
      ...sources,
    ])
    expect(run.code).toBe(0)
    const review = JSON.parse(run.stdout)
    expect(review).toMatchObject({
      ok: true,
      chainId: 31337,
      hashes: { safeTxHash: stack.proposed.safeTxHash },
      tx: { nonce: '0', value: parseEther('1').toString() },
      chainState: { threshold: 2, nonce: 0, version: '1.4.1' },
      problems: [],
      findings: [],
    })
    expect(review.confirmations).toMatchObject([{ status: 'verified', proof: 'ecdsa' }])
    expect(review.simulation.report.run.outcome).toBe('success')
  })

  it('exits 1 naming the safeTxHash when the gateway changes a field of the transaction', async () => {
    const proxy = await startTamperingProxy({
      target: stack.gatewayUrl,
      path: /\/transactions\/multisig_/,
      tamper: (details) => {
        const txData = details.txData as Record<string, unknown>
        return { ...details, txData: { ...txData, value: parseEther('2').toString() } }
      },
    })
    try {
      const args = ['--gateway', proxy.url, '--rpc', stack.devnet.rpcUrl]
      const byHash = await runAssentVerify([
        safeName,
        '--safe-tx-hash',
        stack.proposed.safeTxHash,
        ...args,
      ])
      expect(byHash.code).toBe(1)
      expect(byHash.stdout).toContain('(DIFFERS)')
      expect(byHash.stdout).toContain(
        "The gateway's safeTxHash does not match the hash computed here",
      )
      expect(byHash.stdout).toContain(
        'The transaction the gateway sent does not hash to the safeTxHash asked for',
      )
      expect(byHash.stdout).toContain('Verdict: DO NOT SIGN')
      const json = await runAssentVerify([safeName, '--nonce', '0', '--json', ...args])
      expect(json.code).toBe(1)
      expect(JSON.parse(json.stdout).ok).toBe(false)
    } finally {
      await proxy.stop()
    }
  })

  it('exits 1 naming the threshold when the gateway lies about the Safe', async () => {
    const proxy = await startTamperingProxy({
      target: stack.gatewayUrl,
      path: /\/safes\/0x[0-9a-fA-F]{40}\/?$/,
      tamper: (safe) => ({ ...safe, threshold: 1 }),
    })
    try {
      const run = await runAssentVerify([
        safeName,
        '--nonce',
        '0',
        '--gateway',
        proxy.url,
        '--rpc',
        stack.devnet.rpcUrl,
      ])
      expect(run.code).toBe(1)
      expect(run.stdout).toContain("The gateway's threshold differs from the Safe on chain")
      expect(run.stdout).toMatch(/expected: 2\n\s+received: 1/)
    } finally {
      await proxy.stop()
    }
  })

  it('refuses a wrong command line with exit 2, and an RPC of another chain with exit 3', async () => {
    const usage = await runAssentVerify([stack.safe, '--nonce', '0', ...sources])
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain(
      `Name the Safe's chain as shortName:address (e.g. eth:${stack.safe}`,
    )
    const both = await runAssentVerify([
      safeName,
      '--nonce',
      '0',
      '--safe-tx-hash',
      stack.proposed.safeTxHash,
      ...sources,
    ])
    expect(both.code).toBe(2)
    expect(both.stderr).toContain('Give exactly one of --nonce and --safe-tx-hash.')
    const mainnet = await runAssentVerify([`eth:${stack.safe}`, '--nonce', '0', ...sources])
    expect(mainnet.code).toBe(3)
    expect(mainnet.stderr).toMatch(/chain/i)
  })
})
