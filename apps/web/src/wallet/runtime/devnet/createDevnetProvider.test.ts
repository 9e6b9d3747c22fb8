// @vitest-environment node
import { startTestDevnet, type TestDevnet } from '@assent/test'
import {
  type Address,
  defineChain,
  type Hex,
  hashTypedData,
  parseEther,
  recoverAddress,
  recoverMessageAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetProvider } from './createDevnetProvider'
import { DEVNET_TEST_PRIVATE_KEYS } from './devnetAccounts'

let devnet: TestDevnet

beforeAll(async () => {
  devnet = await startTestDevnet({ deploy: false })
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})

function provider() {
  const chain = defineChain({
    id: devnet.chainId,
    name: 'Assent Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.rpcUrl] } },
  })
  return createDevnetProvider({
    chain,
    rpcUrl: devnet.rpcUrl,
    privateKeys: DEVNET_TEST_PRIVATE_KEYS,
  })
}

describe('createDevnetProvider (against anvil)', () => {
  it('exposes accounts only after eth_requestAccounts, active one first, and emits on selection', async () => {
    const p = provider()
    expect(await p.request({ method: 'eth_accounts' })).toEqual([])
    const accounts = (await p.request({ method: 'eth_requestAccounts' })) as Address[]
    expect(accounts).toEqual(p.accounts)
    expect(await p.request({ method: 'eth_chainId' })).toBe(`0x${devnet.chainId.toString(16)}`)

    const changes: unknown[] = []
    p.on('accountsChanged', (next) => changes.push(next))
    p.selectAccount(p.accounts[2] as Address)
    expect(((await p.request({ method: 'eth_accounts' })) as Address[])[0]).toBe(p.accounts[2])
    expect(changes).toHaveLength(1)
    p.disconnect()
    expect(await p.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('signs personal_sign and eth_signTypedData_v4 with the requested test key', async () => {
    const p = provider()
    const [, second] = p.accounts as [Address, Address]
    const message = '0x48656c6c6f' as Hex
    const signature = (await p.request({
      method: 'personal_sign',
      params: [message, second],
    })) as Hex
    expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(second)

    const typedData = {
      domain: { chainId: devnet.chainId, verifyingContract: second },
      types: {
        Note: [{ name: 'amount', type: 'uint256' }],
      },
      primaryType: 'Note',
      message: { amount: 1000n },
    } as const
    const typedSignature = (await p.request({
      method: 'eth_signTypedData_v4',
      // Wallets receive JSON with numbers as strings, as wagmi sends them.
      params: [
        second,
        JSON.stringify(typedData, (_key, value) =>
          typeof value === 'bigint' ? value.toString() : value,
        ),
      ],
    })) as Hex
    expect(
      await recoverAddress({ hash: hashTypedData(typedData), signature: typedSignature }),
    ).toBe(second)
  })

  it('refuses addresses that are not its test accounts', async () => {
    const p = provider()
    await expect(
      p.request({
        method: 'personal_sign',
        params: ['0x00', '0x0000000000000000000000000000000000000001'],
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signs eth_sendTransaction locally and sends it raw', async () => {
    const p = provider()
    const [from] = p.accounts as [Address]
    const to = '0x000000000000000000000000000000000000dEaD'
    const before = await devnet.publicClient.getBalance({ address: to })
    const hash = (await p.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: `0x${parseEther('0.5').toString(16)}` }],
    })) as Hex
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(from.toLowerCase())
    expect((await devnet.publicClient.getBalance({ address: to })) - before).toBe(parseEther('0.5'))
  })

  it('stays on its chain: same-chain switch is a no-op, others fail with 4902; reads go to the RPC', async () => {
    const p = provider()
    await expect(
      p.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${devnet.chainId.toString(16)}` }],
      }),
    ).resolves.toBeNull()
    await expect(
      p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({
      code: 4902,
    })
    const blockNumber = (await p.request({ method: 'eth_blockNumber' })) as Hex
    expect(BigInt(blockNumber)).toBe(await devnet.publicClient.getBlockNumber())
  })
})
