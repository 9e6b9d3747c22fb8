import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createGatewayClient } from '@assent/gateway-client'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewSafeTransaction } from '../reviewSafeTransaction'
import { runAssentVerify, startVerifyStack, type VerifyStack } from '../test-utils/startVerifyStack'
import { buildEvidence } from './buildEvidence'
import type { EvidenceFile } from './evidenceFile'
import { verifyEvidence } from './verifyEvidence'

// Evidence of a proposed transaction on a real Safe 1.4.1 on anvil (the proofs are anvil's own
// eth_getProof against its own headers), checked offline, then changed one part at a time.
let stack: VerifyStack
let evidence: EvidenceFile
let folder: string

beforeAll(async () => {
  stack = await startVerifyStack()
  folder = mkdtempSync(join(tmpdir(), 'assent-evidence-'))
  const run = await runAssentVerify([
    `devnet:${stack.safe}`,
    '--safe-tx-hash',
    stack.proposed.safeTxHash,
    '--gateway',
    stack.gatewayUrl,
    '--rpc',
    stack.devnet.rpcUrl,
    '--evidence',
    join(folder, 'evidence.json'),
  ])
  expect(run.code).toBe(0)
  expect(run.stderr).toMatch(
    /^Evidence written to .*evidence\.json: block \d+, hash 0x[0-9a-f]{64}\.\n$/,
  )
  evidence = JSON.parse(readFileSync(join(folder, 'evidence.json'), 'utf8'))
})
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true })
  await stack?.stop()
})

/** A deep copy of the genuine evidence, changed by `edit`. */
function tampered(edit: (copy: EvidenceFile) => void): EvidenceFile {
  const copy: EvidenceFile = structuredClone(evidence)
  edit(copy)
  return copy
}

/** `hex` with one bit of byte `index` flipped. */
function flipByte(hex: Hex, index: number): Hex {
  const position = 2 + index * 2
  const byte = Number.parseInt(hex.slice(position, position + 2), 16) ^ 0x01
  return `${hex.slice(0, position)}${byte.toString(16).padStart(2, '0')}${hex.slice(position + 2)}` as Hex
}

const failedParts = async (file: EvidenceFile) =>
  (await verifyEvidence(file)).failures.map((failure) => failure.part)

describe('the evidence file', () => {
  it('of a genuine transaction verifies offline, every part of it', async () => {
    expect(evidence).toMatchObject({
      format: 'assent-evidence/2',
      tool: { name: 'assent-verify', version: '0.1.0' },
      chainId: 31337,
      safe: stack.safe,
      hashes: { safeTxHash: stack.proposed.safeTxHash },
      state: { threshold: 2, nonce: 0, version: '1.4.1' },
      simulation: { input: { safeTxHash: stack.proposed.safeTxHash } },
    })
    // Every account the execution touches is proven: the Safe, its singleton, the recipient.
    const touched = evidence.prestate?.accounts.map((account) => account.address)
    expect(touched).toEqual(
      expect.arrayContaining([
        stack.safe,
        evidence.state.singleton,
        stack.devnet.accounts[3]!.address,
      ]),
    )
    const safeAccount = evidence.prestate?.accounts.find(
      (account) => account.address === stack.safe,
    )
    expect(safeAccount?.storageProof.length).toBeGreaterThan(3)
    const singleton = evidence.prestate?.accounts.find(
      (account) => account.address === evidence.state.singleton,
    )
    expect(singleton?.code.length).toBeGreaterThan(1000)
    const result = await verifyEvidence(evidence)
    expect(result.failures).toEqual([])
    expect(result.ok).toBe(true)
    expect(result.block.hash).toBe(evidence.block.hash)
    const parts = result.checks.map((check) => check.part)
    expect(parts).toEqual(
      expect.arrayContaining([
        'block header',
        'account proof',
        'storage proof of threshold',
        `storage proof of owners[${stack.devnet.accounts[2]!.address}]`,
        'state.owners',
        'state.version',
        'transaction',
        'hashes.safeTxHash',
        `confirmations[0] (${stack.devnet.accounts[0]!.address})`,
      ]),
    )
  })

  it('re-runs the transaction over its proven prestate with the exported effects', async () => {
    const result = await verifyEvidence(evidence)
    expect(result.rerun).toEqual({
      status: 'ran',
      compared: true,
      differences: [],
      lines: ['Outcome: success', `Sends 1 native to ${stack.devnet.accounts[3]!.address}`],
    })
    expect(result.checks).toContainEqual(expect.objectContaining({ part: 're-run', status: 'ok' }))
  })

  it('names a difference between the exported simulation and the re-run', async () => {
    const changed = tampered((copy) => {
      const report = (copy.simulation.result as { report: { assetChanges: { amount: string }[] } })
        .report
      report.assetChanges[0]!.amount = '2000000000000000000'
    })
    const result = await verifyEvidence(changed)
    expect(result.failures.map((failure) => failure.part)).toEqual(['re-run'])
    const to = stack.devnet.accounts[3]!.address
    expect(result.rerun).toMatchObject({
      differences: [
        `the exported simulation says "Sends 2 native to ${to}", the re-run here does not`,
        `the re-run here says "Sends 1 native to ${to}", the exported simulation does not`,
      ],
    })
  })

  it('still loads a format 1 file, which cannot be re-run', async () => {
    const old = tampered((copy) => {
      copy.format = 'assent-evidence/1'
      delete copy.prestate
    })
    const result = await verifyEvidence(old)
    expect(result.ok).toBe(true)
    expect(result.rerun).toEqual({
      status: 'not-possible',
      message: 'not possible: this file has no proven prestate',
    })
  })

  it('matches what a review of the same transaction builds in-process', async () => {
    const review = await reviewSafeTransaction({
      gateway: createGatewayClient({ baseUrl: stack.gatewayUrl }),
      client: stack.devnet.publicClient,
      chainId: stack.devnet.chainId,
      safe: stack.safe,
      safeTxHash: stack.proposed.safeTxHash,
    })
    const again = await buildEvidence({ client: stack.devnet.publicClient, review })
    expect(again.transaction).toEqual(evidence.transaction)
    expect((await verifyEvidence(again)).ok).toBe(true)
  })

  it('names the transaction when a byte of it changes', async () => {
    const changed = tampered((copy) => {
      copy.transaction.value = (BigInt(copy.transaction.value) + 1n).toString()
    })
    expect(await failedParts(changed)).toContain('transaction')
    const data = tampered((copy) => {
      copy.transaction.data = '0x01'
    })
    expect(await failedParts(data)).toContain('transaction')
  })

  it('names the confirmation whose signature changes', async () => {
    const changed = tampered((copy) => {
      const confirmation = copy.confirmations[0]!
      confirmation.signature = flipByte(confirmation.signature!, 5)
    })
    expect(await failedParts(changed)).toEqual([
      `confirmations[0] (${stack.devnet.accounts[0]!.address})`,
    ])
  })

  it('names the proof node that changes, in the account proof and in a storage proof', async () => {
    const account = tampered((copy) => {
      copy.proof.accountProof[1] = flipByte(copy.proof.accountProof[1]!, 40)
    })
    expect(await failedParts(account)).toContain('account proof node 1')
    const storage = tampered((copy) => {
      const threshold = copy.proof.storageProof.find((entry) => entry.label === 'threshold')!
      threshold.proof[0] = flipByte(threshold.proof[0]!, 3)
    })
    expect(await failedParts(storage)).toEqual(
      expect.arrayContaining(['storage proof of threshold node 0']),
    )
  })

  it('names the header when a byte of it changes', async () => {
    const gasUsed = tampered((copy) => {
      copy.block.header.gasUsed = '0x1'
    })
    expect(await failedParts(gasUsed)).toEqual(['block header'])
    const stateRoot = tampered((copy) => {
      copy.block.header.stateRoot = flipByte(copy.block.header.stateRoot!, 31)
    })
    // Every proof hangs from the stateRoot: the Safe's and each touched account's fail at node 0.
    const touched = evidence.prestate!.accounts.map(
      (account) => `account proof of ${account.address} node 0`,
    )
    expect((await failedParts(stateRoot)).sort()).toEqual(
      ['block header', 'account proof node 0', ...touched].sort(),
    )
  })

  it('names a state field that the proofs do not hold', async () => {
    const changed = tampered((copy) => {
      copy.state.threshold = 1
      copy.state.owners = copy.state.owners.slice(0, 2)
    })
    expect(await failedParts(changed)).toEqual(['state.owners', 'state.threshold'])
  })

  it('is checked by assent-verify --check-evidence, offline, exit 1 naming what changed', async () => {
    const genuine = await runAssentVerify(['--check-evidence', join(folder, 'evidence.json')])
    expect(genuine.stdout).toContain('✓ block header: The header hashes to the block hash')
    expect(genuine.stdout).toContain(`hash ${evidence.block.hash}: compare this hash`)
    expect(genuine.stdout).toContain('Verdict: every part of the evidence holds.')
    expect(genuine.stdout).toContain('Effects of the re-run here:\n  Outcome: success\n')
    expect(genuine.code).toBe(0)
    const path = join(folder, 'tampered.json')
    writeFileSync(
      path,
      JSON.stringify(
        tampered((copy) => {
          copy.state.nonce = 3
        }),
      ),
    )
    const changed = await runAssentVerify(['--check-evidence', path, '--json'])
    expect(changed.code).toBe(1)
    expect(JSON.parse(changed.stdout).failures).toMatchObject([{ part: 'state.nonce' }])
    writeFileSync(path, '{"format":')
    const broken = await runAssentVerify(['--check-evidence', path])
    expect(broken.code).toBe(1)
    expect(broken.stdout).toContain('The evidence file is malformed:')
  })
})
