import { SAFE_DEPLOYMENTS } from '@assent/core'
import type { SafeInfo } from '@assent/gateway-client'
import { decodeCallLocally } from '@assent/review'
import {
  deployTestSafe,
  execSafeTransaction,
  findFreePort,
  startTestDevnet,
  type TestDevnet,
} from '@assent/test'
import { cleanup, waitFor } from '@testing-library/react'
import { type Address, defineChain, encodeFunctionData, erc20Abi } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { CurrentSafe } from '../features/safe/SafeContext'
import { forwardRpcCall } from '../features/safe-apps/host/forwardRpcCall'
import { checkNonce } from '../features/transactions/flow/checkNonce'
import { useNonces } from '../features/transactions/hooks/useNonces'
import { useOnChainSafeState } from '../features/transactions/hooks/useOnChainSafeState'
import { TokenAmountRow } from '../features/transactions/review/TokenAmountRow'
import { useReviewRisks } from '../features/transactions/review/useReviewRisks'
import { testCurrentSafe } from '../test-utils/fixtures'
import { renderHookWithProviders, renderWithProviders } from '../test-utils/renderWithProviders'
import { startTestHttpServer } from '../test-utils/startTestHttpServer'
import { createDevnetProvider } from '../wallet/runtime/devnet/createDevnetProvider'
import { DEVNET_TEST_PRIVATE_KEYS } from '../wallet/runtime/devnet/devnetAccounts'
import { independentTransport } from '../wallet/runtime/independentTransport'
import { setPinnedRpc } from './pinnedRpcStore'
import { testRpcUrl } from './testRpcUrl'
import { useVerifiedTokenInfo } from './useVerifiedTokenInfo'
import { setVerificationWalletProvider } from './walletProviderStore'

// The verification path against a real anvil with a real Safe 1.4.1 and real tokens: through a
// pinned RPC, through the (devnet) wallet's own provider, and with neither.
let devnet: TestDevnet
let safe: Address
let deadRpc: string
const chainId = '31337'

beforeAll(async () => {
  devnet = await startTestDevnet({ seed: true })
  safe = await deployTestSafe(devnet, { owners: [0, 1], threshold: 1 })
  deadRpc = `http://127.0.0.1:${await findFreePort()}`
}, 120_000)
afterAll(() => devnet?.stop())
afterEach(() => {
  cleanup()
  localStorage.clear()
  setVerificationWalletProvider(undefined)
})

/** The Safe as a gateway describes it (truthfully unless `overrides` say otherwise). */
function gatewaySafe(overrides: Partial<SafeInfo> = {}): CurrentSafe {
  return testCurrentSafe({
    address: safe,
    owners: [devnet.accounts[0]!.address, devnet.accounts[1]!.address],
    safeInfo: {
      fallbackHandler: { value: SAFE_DEPLOYMENTS['1.4.1'].compatibilityFallbackHandler },
      version: '1.4.1+L2',
      ...overrides,
    },
  })
}

function publishDevnetWallet(onChain = devnet.chainId) {
  const chain = defineChain({
    id: onChain,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.rpcUrl] } },
  })
  setVerificationWalletProvider({
    provider: createDevnetProvider({
      chain,
      rpcUrl: devnet.rpcUrl,
      privateKeys: DEVNET_TEST_PRIVATE_KEYS,
    }),
    chainId: onChain,
    connectorId: 'devnetTestAccounts',
    connectorName: 'Devnet test account',
  })
}

describe('on-chain Safe state through the verification RPC', () => {
  it('is unverified — not loading — with no wallet and no pinned RPC', () => {
    const { result } = renderHookWithProviders(() => useOnChainSafeState(gatewaySafe()))
    expect(result.current).toMatchObject({
      status: 'unverified',
      problems: [],
      source: 'none',
      label: 'no independent RPC',
      unverifiedReason: expect.stringContaining('Verification RPC'),
    })
  })

  it('is verified through a pinned RPC when the gateway tells the truth', async () => {
    setPinnedRpc(chainId, devnet.rpcUrl)
    const { result } = renderHookWithProviders(() => useOnChainSafeState(gatewaySafe()))
    await waitFor(() => expect(result.current.status).toBe('verified'))
    expect(result.current).toMatchObject({ source: 'pinned', problems: [] })
    expect(result.current.label).toBe(`your pinned RPC ${devnet.rpcUrl}`)
    expect(result.current.state?.owners).toEqual(gatewaySafe().safeInfo.owners.map((o) => o.value))
  })

  it('finds the lies of a gateway through the wallet’s own provider', async () => {
    publishDevnetWallet()
    const lying = gatewaySafe({ nonce: 3, owners: [{ value: devnet.accounts[0]!.address }] })
    const { result } = renderHookWithProviders(() => useOnChainSafeState(lying))
    await waitFor(() => expect(result.current.status).toBe('mismatch'))
    expect(result.current.source).toBe('wallet')
    expect(result.current.problems?.map((p) => p.message).join(' ')).toMatch(/owners.*nonce/)
  })

  it('does not use a wallet on another chain', () => {
    publishDevnetWallet(1)
    const { result } = renderHookWithProviders(() => useOnChainSafeState(gatewaySafe()))
    expect(result.current).toMatchObject({ status: 'unverified', source: 'none' })
  })

  it('is unverified, with the reason, when the pinned RPC is down', async () => {
    setPinnedRpc(chainId, deadRpc)
    const { result } = renderHookWithProviders(() => useOnChainSafeState(gatewaySafe()))
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('unverified'), { timeout: 20_000 })
    expect(result.current.unverifiedReason).toContain('could not be read through your pinned RPC')
  })

  it('gives nonces the chain’s word over a lagging gateway, or says they are unverified', async () => {
    // A real HTTP "gateway" that still says nonce 0 after the Safe has executed one transaction.
    const moved = await deployTestSafe(devnet, { owners: [0], threshold: 1 })
    await execSafeTransaction(devnet, { safe: moved, tx: { to: moved }, signers: [0] })
    const gateway = await startTestHttpServer(() => ({
      json: { currentNonce: 0, recommendedNonce: 0 },
    }))
    onTestFinished(gateway.close)
    const unverified = renderHookWithProviders(() => useNonces(chainId, moved), {
      gateway: gateway.url,
    })
    await waitFor(() => expect(unverified.result.current.data).toBeDefined())
    expect(unverified.result.current.data).toMatchObject({
      currentNonce: 0,
      onChainNonce: undefined,
      unverifiedReason: expect.stringContaining('Verification RPC'),
    })

    setPinnedRpc(chainId, devnet.rpcUrl)
    const { result } = renderHookWithProviders(() => useNonces(chainId, moved), {
      gateway: gateway.url,
    })
    await waitFor(() => expect(result.current.data?.onChainNonce).toBe(1))
    const data = result.current.data!
    expect(data).toMatchObject({ currentNonce: 1, recommendedNonce: 1, gatewayCurrentNonce: 0 })
    expect(checkNonce('0', data)).toMatchObject({
      level: 'error',
      message: 'Nonce 0 is already used: the Safe is at nonce 1 on chain.',
    })
    expect(checkNonce('1', data)).toEqual({ level: 'ok' })
  })
})

describe('token metadata through the verification RPC', () => {
  it('reads decimals, symbol and name from the contract', async () => {
    setPinnedRpc(chainId, devnet.rpcUrl)
    const usd = devnet.demo!.tokens.usd6
    const { result } = renderHookWithProviders(() => useVerifiedTokenInfo(chainId, usd))
    await waitFor(() => expect(result.current.status).toBe('verified'))
    expect(result.current).toMatchObject({ decimals: 6, symbol: 'aUSD', name: 'Assent USD' })
  })

  it('reads an NFT without decimals, and is unverified without an RPC', async () => {
    publishDevnetWallet()
    const nft = devnet.demo!.tokens.nft
    const { result } = renderHookWithProviders(() => useVerifiedTokenInfo(chainId, nft))
    await waitFor(() => expect(result.current.status).toBe('verified'))
    expect(result.current).toMatchObject({ decimals: null, symbol: 'APNK' })
    setVerificationWalletProvider(undefined)
    const none = renderHookWithProviders(() => useVerifiedTokenInfo(chainId, nft))
    expect(none.result.current.status).toBe('unverified')
  })
})

/** What useVerifiedTokenInfo says of `token`, for a test to wait on. */
function TokenStatus({ token }: { token: Address }) {
  return <output data-testid="token-status">{useVerifiedTokenInfo(chainId, token).status}</output>
}

describe("amounts in the token's own units, read through the verification RPC", () => {
  const transfer = (token: Address, amount: bigint) =>
    decodeCallLocally(
      {
        to: token,
        value: 0n,
        operation: 0,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [devnet.accounts[3]!.address, amount],
        }),
      },
      safe,
    )

  it('shows an ERC-20 transfer as 48,750 aUSD, and nothing for an NFT or without an RPC', async () => {
    const usd = devnet.demo!.tokens.usd6
    const withoutRpc = renderWithProviders(
      <TokenAmountRow call={transfer(usd, 48_750_000_000n)} chainId={chainId} />,
    )
    expect(withoutRpc.queryByTestId('token-amount')).toBeNull()
    withoutRpc.unmount()

    setPinnedRpc(chainId, devnet.rpcUrl)
    const view = renderWithProviders(
      <TokenAmountRow call={transfer(usd, 48_750_000_000n)} chainId={chainId} />,
    )
    await waitFor(() =>
      expect(view.getByTestId('token-amount').textContent).toMatch(/^48,?750 aUSD$/),
    )
    view.unmount()

    // approve(address,uint256) of an ERC-721 has the same selector: no decimals, no amount. The
    // row decides in the render that has the token read, which the status beside it shows.
    const token = devnet.demo!.tokens.nft
    const nft = renderWithProviders(
      <>
        <TokenAmountRow call={transfer(token, 7n)} chainId={chainId} />
        <TokenStatus token={token} />
      </>,
    )
    await waitFor(() => expect(nft.getByTestId('token-status').textContent).toBe('verified'))
    expect(nft.queryByTestId('token-amount')).toBeNull()
  })

  it('states an ERC-20 gas refund in the token read from the chain', async () => {
    setPinnedRpc(chainId, devnet.rpcUrl)
    const usd = devnet.demo!.tokens.usd6
    const tx = {
      to: safe,
      value: 0n,
      data: '0x' as const,
      operation: 0 as const,
      safeTxGas: 0n,
      baseGas: 1_000_000n,
      gasPrice: 2n,
      gasToken: usd,
      refundReceiver: devnet.accounts[3]!.address,
      nonce: 0n,
    }
    const { result } = renderHookWithProviders(
      () =>
        useReviewRisks({
          safe: gatewaySafe(),
          tx,
          chainState: { unverifiedReason: undefined, state: undefined },
        }),
      // The review looks nested-Safe approvals up at the gateway; this transaction has none.
      { gateway: 'http://127.0.0.1:9' },
    )
    // (baseGas + the Safe's overhead) × gasPrice, in aUSD's 6 decimals, raw units beside it.
    await waitFor(() =>
      expect(result.current.risks.find((risk) => risk.id === 'refund')?.items[0]).toMatch(
        new RegExp(`^Refund: up to 2\\.\\d+ aUSD \\(2\\d{6} base units of ${usd}\\)$`),
      ),
    )
  })
})

describe('RPC calls that must not take the gateway’s word', () => {
  const blockNumber = async () =>
    BigInt((await devnet.publicClient.getBlockNumber({ cacheTime: 0 })).toString())

  it('go through the pinned RPC, fail without one, and use public URLs only for plain reads', async () => {
    await expect(forwardRpcCall({ chainId }, 'eth_blockNumber', [])).rejects.toThrow(
      'No independent RPC for chain 31337',
    )
    // The "gateway" fallback is dead: answering proves the call did not go there.
    await expect(
      forwardRpcCall({ chainId, publicUrls: [deadRpc] }, 'eth_blockNumber', []),
    ).rejects.toThrow()
    setPinnedRpc(chainId, devnet.rpcUrl)
    const answer = await forwardRpcCall({ chainId, publicUrls: [deadRpc] }, 'eth_blockNumber', [])
    expect(BigInt(answer as string)).toBe(await blockNumber())
    await expect(
      forwardRpcCall({ chainId }, 'eth_call', [{ to: safe, data: '0xdeadbeef' }, 'latest']),
    ).rejects.toThrow(/revert/i)
  })

  it('lets wagmi read through the verification RPC before the gateway’s', async () => {
    const transport = independentTransport(devnet.chainId, [deadRpc])({
      retryCount: 0,
    })
    await expect(transport.request({ method: 'eth_blockNumber' })).rejects.toThrow()
    publishDevnetWallet()
    expect(BigInt((await transport.request({ method: 'eth_blockNumber' })) as string)).toBe(
      await blockNumber(),
    )
  })
})

describe('testRpcUrl', () => {
  it('accepts an RPC of the chain, and refuses another chain, a dead one and garbage', async () => {
    expect(await testRpcUrl(devnet.rpcUrl, chainId)).toEqual({ ok: true })
    expect(await testRpcUrl(devnet.rpcUrl, '1')).toEqual({
      ok: false,
      message: 'This RPC serves chain 31337, not chain 1.',
    })
    expect(await testRpcUrl(deadRpc, chainId)).toMatchObject({ ok: false })
    expect(await testRpcUrl('http://evil.example.org', chainId)).toMatchObject({ ok: false })
  })
})
