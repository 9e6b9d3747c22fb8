import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  buildSafeTransaction,
  buildSignatureBytes,
  preValidatedSignature,
  type SafeTxRow,
  safeMessageHash,
  safeTxHash,
  toSafeTxRow,
} from '@assent/core'
import { TEST_ACCOUNTS } from '@assent/test'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  keccak256,
  toHex,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { ExecutionRecord, TransferRecord } from '../src/indexer/types'

export type FixtureCounts = {
  /** Executed multisig txs (history). */
  executed: number
  /** Incoming native/ERC-20 transfers (history). */
  incoming: number
  /** Pending proposals (queue), some sharing a nonce (conflicts). */
  queued: number
  messages: number
}

export const DEFAULT_COUNTS: FixtureCounts = {
  executed: 8_500,
  incoming: 500,
  queued: 1_000,
  messages: 1_000,
}

export type Proposal = {
  tx: SafeTxRow
  safeTxHash: Hex
  proposer: Address
  signature: Hex
  submittedAt: number
}

export type MessageFixture = {
  message: string
  hash: Hex
  signatures: { owner: Address; signature: Hex }[]
  at: number
}

export type Fixture = {
  safe: Address
  counts: FixtureCounts
  token: Address
  executions: ExecutionRecord[]
  transfers: TransferRecord[]
  proposals: Proposal[]
  messages: MessageFixture[]
}

const DAY = 86_400_000
/** A fixed "now" so fixtures are reproducible and cacheable. */
const END = Date.UTC(2026, 10, 1)

/**
 * Rows of a busy 2-of-3 Safe (owners = test accounts 0..2), shaped exactly as the indexer
 * produces them (ExecutionRecord/TransferRecord) and as the propose/message services store
 * them, with real safeTxHashes, safeMessageHashes and owner signatures. Executions are signed
 * by owner 1 (EIP-712) plus owner 0's pre-validated signature as executor, like an execution
 * from the web app. Signing ~10k hashes takes a while on a small machine, so the result is
 * cached in the temp folder (keyed by Safe and counts).
 */
export async function buildFixture(safe: Address, counts: FixtureCounts): Promise<Fixture> {
  const key = keccak256(toHex(JSON.stringify({ safe, counts, v: 2 }))).slice(2, 14)
  const cache = join(tmpdir(), `assent-bench-fixture-${key}.json`)
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as Fixture
  const fixture = await generate(safe, counts)
  writeFileSync(cache, JSON.stringify(fixture))
  return fixture
}

async function generate(safe: Address, counts: FixtureCounts): Promise<Fixture> {
  const [owner0, owner1, owner2] = TEST_ACCOUNTS.slice(0, 3).map((a) =>
    privateKeyToAccount(a.privateKey),
  )
  if (!owner0 || !owner1 || !owner2) throw new Error('test accounts missing')
  const others = TEST_ACCOUNTS.slice(3).map((a) => getAddress(a.address))
  const token = getAddress(keccak256(toHex('assent bench token')).slice(0, 42))
  const hashParams = (tx: Parameters<typeof safeTxHash>[0]['tx']) => ({
    chainId: 31337,
    safeAddress: safe,
    safeVersion: '1.4.1',
    tx,
  })
  /** Three kinds of calls, like a treasury: ETH payouts, token payouts, contract calls. */
  const call = (i: number): { to: Address; value: bigint; data: Hex } => {
    const recipient = others[i % others.length] as Address
    if (i % 10 < 6) return { to: recipient, value: BigInt(i + 1) * 10n ** 15n, data: '0x' }
    if (i % 10 < 9) {
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, BigInt(i) * 10n ** 18n],
      })
      return { to: token, value: 0n, data }
    }
    return { to: recipient, value: 0n, data: `0xdeadbeef${i.toString(16).padStart(8, '0')}` }
  }

  const span = 365 * DAY
  const executions: ExecutionRecord[] = []
  for (let i = 0; i < counts.executed; i++) {
    const tx = buildSafeTransaction({ ...call(i), nonce: BigInt(i) })
    const hash = safeTxHash(hashParams(tx))
    const signature = await signHash(owner1, hash)
    const executedAt = END - span + Math.floor((span * i) / counts.executed)
    const signatures = buildSignatureBytes([
      { signer: owner0.address, data: preValidatedSignature(owner0.address) },
      { signer: owner1.address, data: signature },
    ])
    executions.push({
      safe,
      safeTxHash: hash,
      ...toSafeTxRow(tx),
      txHash: keccak256(toHex(`exec ${i}`)),
      blockNumber: 1_000 + i * 2,
      logIndex: 1,
      executedAt,
      executor: owner0.address,
      isSuccessful: i % 97 !== 0,
      signatures,
      confirmations: [
        {
          owner: owner0.address,
          signature: preValidatedSignature(owner0.address),
          signatureType: 'approved_hash',
          submittedAt: executedAt,
        },
        { owner: owner1.address, signature, signatureType: 'eip712', submittedAt: executedAt },
      ],
    })
  }

  const transfers: TransferRecord[] = []
  for (let i = 0; i < counts.incoming; i++) {
    const native = i % 2 === 0
    const at = END - span + Math.floor((span * (i + 0.5)) / counts.incoming)
    transfers.push({
      txHash: keccak256(toHex(`incoming ${i}`)),
      logIndex: 0,
      safe,
      blockNumber: 1_001 + Math.floor((counts.executed * 2 * i) / counts.incoming),
      timestamp: at,
      tokenAddress: native ? null : token,
      type: native ? 'NATIVE_COIN' : 'ERC20',
      from: others[i % others.length] as Address,
      to: safe,
      value: (BigInt(i + 1) * 10n ** 17n).toString(),
      tokenId: null,
      direction: 'INCOMING',
    })
  }

  // Queued: nonces from `executed` on; every 10th nonce has a competing rejection (conflict).
  const proposals: Proposal[] = []
  const proposers = [owner0, owner1, owner2]
  for (let i = 0; proposals.length < counts.queued; i++) {
    const nonce = BigInt(counts.executed + i)
    const variants =
      i % 10 === 0 && proposals.length + 1 < counts.queued
        ? [call(i), { to: safe, value: 0n, data: '0x' as Hex }]
        : [call(i)]
    for (const [v, fields] of variants.entries()) {
      const tx = buildSafeTransaction({ ...fields, nonce })
      const hash = safeTxHash(hashParams(tx))
      const proposer = proposers[(i + v) % 3]!
      proposals.push({
        tx: toSafeTxRow(tx),
        safeTxHash: hash.toLowerCase() as Hex,
        proposer: proposer.address,
        signature: await signHash(proposer, hash),
        submittedAt: END - counts.queued * 60_000 + i * 60_000 + v,
      })
    }
  }

  const messages: MessageFixture[] = []
  for (let i = 0; i < counts.messages; i++) {
    const message = `Assent bench message #${i}: I agree to the terms of proposal ${i % 37}.`
    const hash = safeMessageHash({
      chainId: 31337,
      safeAddress: safe,
      safeVersion: '1.4.1',
      message,
    }).toLowerCase() as Hex
    // Two thirds fully signed (CONFIRMED at threshold 2), the rest awaiting a second owner.
    const signers = i % 3 === 2 ? [owner2] : [owner0, owner1]
    messages.push({
      message,
      hash,
      signatures: await Promise.all(
        signers.map(async (s) => ({ owner: s.address, signature: await signHash(s, hash) })),
      ),
      at: END - span + Math.floor((span * i) / counts.messages),
    })
  }
  return { safe, counts, token, executions, transfers, proposals, messages }
}

/** An EIP-712-kind Safe signature (v 27/28) over a 32-byte hash, like eth_signTypedData_v4. */
function signHash(account: PrivateKeyAccount, hash: Hex): Promise<Hex> {
  return account.sign({ hash })
}
