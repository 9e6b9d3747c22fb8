import type { DemoWorld } from '@assent/devnet'
import { execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, erc20Abi, type PublicClient, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChainMismatchError } from '../errors/chain'
import { preparePayouts } from './preparePayouts'

// A payout file against the seeded devnet: its demo tokens (aUSD with 6 decimals, AST with 18,
// an ERC-721) and its 2-of-3 demo Safe, the batch executed by two owners on the real contracts.
let devnet: TestDevnet
let demo: DemoWorld
let client: PublicClient
let safe: Address
beforeAll(async () => {
  devnet = await startTestDevnet({ seed: true })
  demo = devnet.demo!
  client = devnet.publicClient as PublicClient
  safe = demo.safes.multisig.address
}, 180_000)
afterAll(() => devnet?.stop())

const HEADER = 'token_type,token_address,receiver,amount,id'
const receiver = (index: number) => devnet.accounts[index]!.address

async function balanceOf(token: Address | null, holder: Address): Promise<bigint> {
  if (!token) return client.getBalance({ address: holder })
  return client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  })
}

describe('preparePayouts', () => {
  it('turns a valid file into one MultiSendCallOnly batch that pays every line', async () => {
    const { usd6, ast18 } = demo.tokens
    const csv = [
      HEADER,
      `erc20,${usd6},${receiver(7)},12.345678,`,
      `erc20,${ast18.toLowerCase()},${receiver(8).toLowerCase()},0.5,`,
      `native,,devnet:${receiver(9)},0.25,`,
      `,${usd6},${receiver(8)},1,`,
    ].join('\n')
    const before = await Promise.all([
      balanceOf(usd6, receiver(7)),
      balanceOf(ast18, receiver(8)),
      balanceOf(null, receiver(9)),
      balanceOf(usd6, receiver(8)),
    ])
    const result = await preparePayouts(client, {
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion: demo.safes.multisig.version,
      csv,
      chainShortName: 'devnet',
    })
    expect(result.issues).toEqual([])
    expect(result.totals.map(({ symbol, total, lines }) => ({ symbol, total, lines }))).toEqual([
      { symbol: 'aUSD', total: 13_345_678n, lines: 2 },
      { symbol: 'AST', total: parseEther('0.5'), lines: 1 },
      { symbol: 'ETH', total: parseEther('0.25'), lines: 1 },
    ])
    const batch = result.batch!
    expect(batch.calls).toHaveLength(4)
    expect(batch.to).toBe(demo.contracts.multiSendCallOnly)

    const executed = await execSafeTransaction(devnet, {
      safe,
      tx: { to: batch.to, value: batch.value, data: batch.data, operation: batch.operation },
      signers: [0, 1],
    })
    expect(executed.success).toBe(true)
    const after = await Promise.all([
      balanceOf(usd6, receiver(7)),
      balanceOf(ast18, receiver(8)),
      balanceOf(null, receiver(9)),
      balanceOf(usd6, receiver(8)),
    ])
    expect(after.map((value, i) => value - before[i]!)).toEqual([
      12_345_678n,
      parseEther('0.5'),
      parseEther('0.25'),
      1_000_000n,
    ])
  })

  it('names every bad line and builds nothing', async () => {
    const { usd6, ast18, nft } = demo.tokens
    const safeUsd = await balanceOf(usd6, safe)
    const noCode = '0x000000000000000000000000000000000000dEaD'
    const badChecksum = `0x${receiver(7)
      .slice(2)
      .toLowerCase()
      .replace(/^(\d*)([a-f])/, (_, d, l) => `${d}${l.toUpperCase()}`)}`
    const overBalance = parseUnits('1', 6) + safeUsd
    const csv = [
      HEADER,
      `erc20,${usd6},${badChecksum},1,`,
      `erc20,${noCode},${receiver(7)},1,`,
      `erc20,${nft},${receiver(7)},1,`,
      `erc20,${usd6},${receiver(7)},-3,`,
      `erc20,${usd6},${receiver(7)},1.1234567,`,
      `erc20,${ast18},${receiver(7)},2,`,
      `erc20,${ast18},${receiver(7)},2,`,
      `erc20,${usd6},${receiver(8)},${overBalance / 1_000_000n}.${String(overBalance % 1_000_000n).padStart(6, '0')},`,
    ].join('\n')
    const result = await preparePayouts(client, {
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion: '1.4.1',
      csv,
    })
    const format = (value: bigint) =>
      `${value / 1_000_000n}${
        value % 1_000_000n === 0n
          ? ''
          : `.${String(value % 1_000_000n)
              .padStart(6, '0')
              .replace(/0+$/, '')}`
      }`
    expect(result.issues).toEqual([
      {
        line: 2,
        severity: 'error',
        message: `The receiver ${badChecksum} has a wrong checksum (its upper and lower case letters): check it for a typo.`,
      },
      {
        line: 3,
        severity: 'error',
        message: `Unknown token ${noCode}: no contract is deployed at this token address.`,
      },
      {
        line: 4,
        severity: 'error',
        message: `Unknown token ${nft}: the contract there is not an ERC-20 token (no decimals()).`,
      },
      { line: 5, severity: 'error', message: 'The amount -3 is negative.' },
      {
        line: 6,
        severity: 'error',
        message: 'The amount 1.1234567 has 7 decimals; aUSD has 6.',
      },
      {
        line: 8,
        severity: 'warning',
        message: `Line 7 already pays AST to ${receiver(7)}.`,
      },
      {
        line: 9,
        severity: 'error',
        message: `With this line the file sends ${format(overBalance)} aUSD, more than the Safe's balance of ${format(safeUsd)} aUSD.`,
      },
    ])
    expect(result.batch).toBeNull()
  })

  it('refuses to read a file for another chain', async () => {
    const csv = `${HEADER}\nnative,,${receiver(7)},1,`
    await expect(
      preparePayouts(client, { chainId: 1, safeAddress: safe, safeVersion: '1.4.1', csv }),
    ).rejects.toBeInstanceOf(ChainMismatchError)
  })
})
