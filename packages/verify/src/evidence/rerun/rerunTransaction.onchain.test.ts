import {
  buildSafeTransaction,
  type SafeTransactionData,
  type SafeTransactionInput,
  safeTxHash,
} from '@assent/core'
import { deployDemoTokens, executeSafeTransaction } from '@assent/devnet'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  pad,
  parseAbi,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EvidencePrestate } from '../evidenceFile'
import { type BlockHeader, HEADER_FIELDS } from '../hashBlockHeader'
import { provePrestate } from '../provePrestate'
import { type ProvenAccount, verifyPrestate } from '../verifyPrestate'
import { rerunTransaction } from './rerunTransaction'

// A real 2-of-3 Safe 1.4.1 on anvil: the prestate of a transaction is traced and proven at one
// block, checked and re-run in EthereumJS's EVM here, then the transaction is executed on the
// chain and the two are compared. Then the proofs are changed, one part at a time.
const erc20 = parseAbi([
  'function mint(address to, uint256 amount)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
])
let devnet: TestDevnet
let safe: Address
let token: Address
let owners: Address[]

beforeAll(async () => {
  devnet = await startTestDevnet()
  safe = await deployTestSafe(devnet, { owners: [0, 1, 2], threshold: 2 })
  token = (await deployDemoTokens(devnet)).ast18
  const wallet = devnet.walletClients[9]!
  for (const hash of [
    await wallet.sendTransaction({ to: safe, value: parseEther('3') }),
    await wallet.writeContract({
      address: token,
      abi: erc20,
      functionName: 'mint',
      args: [safe, 500n],
    }),
  ]) {
    await devnet.publicClient.waitForTransactionReceipt({ hash })
  }
  owners = [0, 1, 2].map((index) => devnet.accounts[index]!.address)
})
afterAll(async () => {
  await devnet?.stop()
})

type Proven = {
  tx: SafeTransactionData
  hash: Hex
  header: BlockHeader
  prestate: EvidencePrestate
  accounts: Map<string, ProvenAccount>
  failures: string[]
}

/** The transaction's prestate at the latest block, proven and checked as the page checks it. */
async function prove(input: SafeTransactionInput, edit?: (p: EvidencePrestate) => void) {
  const nonce = BigInt(
    (await devnet.publicClient.getStorageAt({ address: safe, slot: toHex(5) })) ?? 0,
  )
  const tx = buildSafeTransaction({ ...input, nonce })
  const hash = safeTxHash({ chainId: devnet.chainId, safeAddress: safe, safeVersion: '1.4.1', tx })
  const block = await devnet.publicClient.getBlock()
  const prestate = await provePrestate({
    client: devnet.publicClient,
    safe,
    tx,
    safeTxHash: hash,
    state: { owners, threshold: 2, guard: null },
    blockNumber: block.number,
  })
  edit?.(prestate)
  const rpcBlock: Record<string, unknown> =
    (await devnet.publicClient.request({
      method: 'eth_getBlockByNumber',
      params: [toHex(block.number), false],
    })) ?? {}
  const header: BlockHeader = {}
  for (const name of HEADER_FIELDS) {
    const value = rpcBlock[name]
    if (typeof value === 'string') header[name] = value as Hex
  }
  const failures: string[] = []
  const accounts = verifyPrestate({
    prestate,
    stateRoot: header.stateRoot!,
    check: (part, ok) => {
      if (!ok) failures.push(part)
    },
  })
  return { tx, hash, header, prestate, accounts, failures } satisfies Proven
}

const rerun = (proven: Proven) =>
  rerunTransaction({
    chainId: devnet.chainId,
    safe,
    tx: proven.tx,
    safeTxHash: proven.hash,
    state: { owners, threshold: 2, guard: null },
    header: proven.header,
    sender: proven.prestate.sender,
    accounts: proven.accounts,
  })

const execute = (input: SafeTransactionInput) =>
  executeSafeTransaction(devnet, { safe, tx: input, signers: [0, 1] })

/** `hex` with one bit of byte `index` flipped. */
function flipByte(hex: Hex, index: number): Hex {
  const position = 2 + index * 2
  const byte = Number.parseInt(hex.slice(position, position + 2), 16) ^ 0x01
  return `${hex.slice(0, position)}${byte.toString(16).padStart(2, '0')}${hex.slice(position + 2)}` as Hex
}

describe('the offline re-run', () => {
  it('of an ETH transfer moves what the chain moves when it executes', async () => {
    const recipient = devnet.accounts[4]!.address
    const input = { to: recipient, value: parseEther('1.25') }
    const proven = await prove(input)
    expect(proven.failures).toEqual([])
    const here = await rerun(proven)
    expect(here).toEqual({
      outcome: 'success',
      changes: [
        { kind: 'native', direction: 'out', counterparty: recipient, amount: parseEther('1.25') },
      ],
      approvals: [],
    })
    const before = await devnet.publicClient.getBalance({ address: recipient })
    const chain = await execute(input)
    expect(chain.success).toBe(true)
    expect((await devnet.publicClient.getBalance({ address: recipient })) - before).toBe(
      parseEther('1.25'),
    )
  })

  it('of an ERC-20 transfer emits the Transfer the chain emits', async () => {
    const recipient = devnet.accounts[5]!.address
    const input = {
      to: token,
      data: encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [recipient, 120n] }),
    }
    const here = await rerun(await prove(input))
    expect(here).toEqual({
      outcome: 'success',
      changes: [{ kind: 'erc20', token, direction: 'out', counterparty: recipient, amount: 120n }],
      approvals: [],
    })
    const chain = await execute(input)
    expect(chain.success).toBe(true)
    const transfers = parseEventLogs({
      abi: erc20,
      logs: chain.receipt.logs,
      eventName: 'Transfer',
    })
    expect(transfers.map(({ address, args }) => ({ token: getAddress(address), ...args }))).toEqual(
      [{ token, from: safe, to: recipient, value: 120n }],
    )
  })

  it('names the account, slot or code whose proof or value was changed', async () => {
    const input = { to: devnet.accounts[4]!.address, value: 1n }
    const code = await prove(input, (prestate) => {
      const singleton = prestate.accounts.find((account) => account.code.length > 1000)!
      singleton.code = flipByte(singleton.code, 100)
    })
    const singleton = code.prestate.accounts.find((account) => account.code.length > 1000)!
    expect(code.failures).toEqual([`code of ${singleton.address}`])

    const threshold = pad(toHex(4))
    const ofSafe = (prestate: EvidencePrestate) =>
      prestate.accounts.find((account) => account.address === safe)!
    const value = await prove(input, (prestate) => {
      ofSafe(prestate).storageProof.find((entry) => entry.key === threshold)!.value = '0x1'
    })
    expect(value.failures).toEqual([`storage proof of ${safe} slot ${threshold}`])
    const node = await prove(input, (prestate) => {
      const entry = ofSafe(prestate).storageProof.find((slot) => slot.key === threshold)!
      entry.proof[0] = flipByte(entry.proof[0]!, 3)
    })
    expect(node.failures).toEqual([`storage proof of ${safe} slot ${threshold} node 0`])
    const account = await prove(input, (prestate) => {
      ofSafe(prestate).balance = toHex(parseEther('1000'))
    })
    expect(account.failures).toEqual([`account proof of ${safe}`])
  })

  it('refuses to read state the file does not prove, naming it', async () => {
    const proven = await prove({ to: devnet.accounts[4]!.address, value: 1n })
    const threshold = pad(toHex(4))
    proven.accounts.get(safe.toLowerCase())!.storage.delete(threshold)
    await expect(rerun(proven)).rejects.toThrow(
      `the re-run read state the file does not prove: ${safe} slot ${threshold}`,
    )
    const again = await prove({ to: devnet.accounts[4]!.address, value: 1n })
    again.accounts.delete(devnet.accounts[4]!.address.toLowerCase())
    await expect(rerun(again)).rejects.toThrow(
      `the re-run read state the file does not prove: ${devnet.accounts[4]!.address} (its account)`,
    )
  })
})
