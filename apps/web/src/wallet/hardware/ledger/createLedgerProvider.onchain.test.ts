// @vitest-environment node
import {
  buildSafeTransaction,
  encodeExecTransaction,
  getSafeMessageTypedData,
  getSafeTxTypedData,
  safeAbi,
  safeTxDomainHash,
  safeTxMessageHash,
} from '@assent/core'
import { checkSignatureOnChain, typedDataDeviceHashes } from '@assent/review'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { openTransportReplayer, RecordStore } from '@ledgerhq/hw-transport-mocker'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type Hex,
  hashTypedData,
  http,
  keccak256,
  parseEther,
  parseSignature,
  serializeTransaction,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChainClient, createLedgerProvider } from './createLedgerProvider'
import { createLedgerSession } from './createLedgerSession'
import { LEDGER_ERROR_TEXTS } from './ledgerDeviceError'
import { createTestLedgerTransport } from './testing/createTestLedgerTransport'

// The Ledger signer end to end against a real Safe 1.4.1 on anvil, without a device: the
// device's side is replayed from exchanges written here from the Ethereum app's specification
// (the replayer fails on any other APDU), its signatures made with a known key. The Safe is
// owned by that key alone, so each signature either proves out on chain or the test fails.

const device = privateKeyToAccount(
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
)
const PATH = "m/44'/60'/0'/0/0"
const PATH_BYTES = '058000002c8000003c800000000000000000000000'
const OK = '9000'
const strip = (value: Hex) => value.slice(2)

let devnet: TestDevnet
let safe: Address
let chainClient: ChainClient

beforeAll(async () => {
  devnet = await startTestDevnet()
  const funder = devnet.walletClients[0]
  if (!funder) throw new Error('no test account 0')
  safe = await deployTestSafe(devnet, { owners: [device.address], threshold: 1 })
  for (const to of [device.address, safe]) {
    await devnet.publicClient.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to, value: parseEther('5') }),
    })
  }
  const chain = defineChain({
    id: devnet.chainId,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.rpcUrl] } },
  })
  chainClient = createPublicClient({ chain, transport: http(devnet.rpcUrl) })
}, 120_000)
afterAll(() => devnet?.stop())

/** The provider over a replayed device, and a viem wallet client over it (as wagmi builds one). */
async function ledgerOver(exchanges: string, address: Address = device.address, path = PATH) {
  const store = RecordStore.fromString(exchanges)
  const session = createLedgerSession(() => openTransportReplayer(store))
  const provider = createLedgerProvider({
    account: { address, path },
    chainId: devnet.chainId,
    chainIds: [devnet.chainId],
    session,
    publicClientOf: () => chainClient,
  })
  const wallet = createWalletClient({
    account: address,
    chain: chainClient.chain,
    transport: custom(provider),
  })
  return { provider, wallet, store }
}

/** v ‖ r ‖ s ‖ 9000 as the device answers, signed with `key`. */
async function signed(hash: Hex, v: (parity: number) => number, key = device) {
  const { r, s, yParity } = parseSignature(await key.sign({ hash }))
  return `${v(yParity).toString(16).padStart(2, '0')}${strip(r)}${strip(s)}${OK}`
}

/** SIGN ETH TRANSACTION's chunks: path and 234 bytes, then 255 bytes at a time. */
function transactionApdus(unsigned: Hex): string[] {
  const bytes = strip(unsigned)
  const apdus = [`e0040000ff${PATH_BYTES}${bytes.slice(0, 234 * 2)}`]
  for (let at = 234 * 2; at < bytes.length; at += 255 * 2) {
    const part = bytes.slice(at, at + 255 * 2)
    apdus.push(`e0048000${(part.length / 2).toString(16).padStart(2, '0')}${part}`)
  }
  return apdus
}

describe('createLedgerProvider (replayed device, real Safe)', () => {
  it('signs a SafeTx as hashed EIP-712 and executes it with a transaction signed on the device', async () => {
    const recipient = devnet.accounts[7]?.address as Address
    const tx = buildSafeTransaction({ to: recipient, value: parseEther('1'), nonce: 0n })
    const params = { chainId: devnet.chainId, safeAddress: safe, safeVersion: '1.4.1', tx }
    const typedData = getSafeTxTypedData(params)
    const signMe = await ledgerOver(`
      => e00c000055${PATH_BYTES}${strip(safeTxDomainHash(params))}${strip(safeTxMessageHash(params))}
      <= ${await signed(hashTypedData(typedData), (parity) => 27 + parity)}
    `)
    const signature = await signMe.wallet.signTypedData(typedData)
    signMe.store.ensureQueueEmpty()

    // Execution, with the fields a wallet would be given, so the transaction is known upfront.
    const data = encodeExecTransaction(tx, signature)
    const fields = {
      nonce: await chainClient.getTransactionCount({ address: device.address }),
      gas: 200_000n,
      maxFeePerGas: 5_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    }
    const unsigned = serializeTransaction({
      type: 'eip1559',
      chainId: devnet.chainId,
      ...fields,
      to: safe,
      value: 0n,
      data,
    })
    const apdus = transactionApdus(unsigned)
    expect(apdus.length).toBe(3)
    const last = await signed(keccak256(unsigned), (parity) => parity)
    const execute = await ledgerOver(
      apdus
        .map((apdu, index) => `=> ${apdu}\n<= ${index < apdus.length - 1 ? OK : last}`)
        .join('\n'),
    )
    const before = await chainClient.getBalance({ address: recipient })
    const hash = await execute.wallet.sendTransaction({ to: safe, data, ...fields })
    execute.store.ensureQueueEmpty()
    const receipt = await chainClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(device.address.toLowerCase())
    expect((await chainClient.getBalance({ address: recipient })) - before).toBe(parseEther('1'))
    expect(
      await chainClient.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' }),
    ).toBe(1n)
  })

  it('signs a SafeMessage that the Safe accepts as its own signature (EIP-1271)', async () => {
    const content = 'Signed on a Ledger'
    const typedData = getSafeMessageTypedData({
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion: '1.4.1',
      message: content,
    })
    const domainHash = safeTxDomainHash({
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion: '1.4.1',
    })
    const hash = hashTypedData(typedData)
    // The message hash is the rest of the EIP-712 hash: sent as the device needs it.
    const { messageHash } = typedDataDeviceHashes(typedData)
    const { wallet, store } = await ledgerOver(`
      => e00c000055${PATH_BYTES}${strip(domainHash)}${strip(messageHash)}
      <= ${await signed(hash, (parity) => 27 + parity)}
    `)
    const signature = await wallet.signTypedData(typedData)
    store.ensureQueueEmpty()
    expect(
      await checkSignatureOnChain({ client: chainClient, safeAddress: safe, content, signature }),
    ).toBe(true)
  })

  it('turns a "no" on the device into the standard rejection, and refuses another key', async () => {
    const typedData = getSafeMessageTypedData({
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion: '1.4.1',
      message: 'no',
    })
    const { domainHash, messageHash, hash } = typedDataDeviceHashes(typedData)
    const request = `e00c000055${PATH_BYTES}${strip(domainHash)}${strip(messageHash)}`
    const other = privateKeyToAccount(keccak256('0x01'))
    const { wallet } = await ledgerOver(`
      => ${request}
      <= 6985
      => ${request}
      <= ${await signed(hash, (parity) => 27 + parity, other)}
    `)
    const rejected = await wallet.signTypedData(typedData).catch((error: unknown) => error)
    expect(rejected).toMatchObject({ code: 4001 })
    expect(String((rejected as Error).message)).toContain(LEDGER_ERROR_TEXTS.rejected)
    await expect(wallet.signTypedData(typedData)).rejects.toThrow(
      `The Ledger signed with another key (${other.address}, not ${device.address})`,
    )
  })
})

describe('createLedgerProvider (test device)', () => {
  it("fills the nonce, gas and fees from the chain, and signs personal messages with the path's key", async () => {
    const session = createLedgerSession(async () =>
      createTestLedgerTransport({
        mnemonic: 'test test test test test test test test test test test junk',
      }),
    )
    const account = devnet.accounts[0]?.address as Address
    const provider = createLedgerProvider({
      account: { address: account, path: PATH },
      chainId: devnet.chainId,
      chainIds: [devnet.chainId],
      session,
      publicClientOf: () => chainClient,
    })
    const wallet = createWalletClient({
      account,
      chain: chainClient.chain,
      transport: custom(provider),
    })
    const to = '0x000000000000000000000000000000000000bEEF'
    const hash = await wallet.sendTransaction({ to, value: 1234n })
    const receipt = await chainClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await chainClient.getBalance({ address: to })).toBe(1234n)
    const signature = await wallet.signMessage({ message: 'hello Ledger' })
    expect(await verifyMessage({ address: account, message: 'hello Ledger', signature })).toBe(true)
    expect(await provider.request({ method: 'eth_chainId' })).toBe(
      `0x${devnet.chainId.toString(16)}`,
    )
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })
})
