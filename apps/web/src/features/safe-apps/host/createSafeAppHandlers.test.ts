import {
  buildSignatureBytes,
  getSafeMessageTypedData,
  hashSafeMessageContent,
  preValidatedSignature,
  SAFE_1_3_0_EIP155_DEPLOYMENTS,
  SAFE_DEPLOYMENTS,
  safeMessageHash,
  signMessageLibAbi,
} from '@assent/core'
import { type ChainInfo, createGatewayClient, type SafeInfo } from '@assent/gateway-client'
import { owners } from '@assent/review/test-utils/fixtures'
import type { Handler, Method, MethodResponse, RequestContext } from '@assent/safe-apps'
import { decodeFunctionData } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { testChainInfo, testSafeInfo } from '../../../test-utils/fixtures'
import { setupTestHttpServer } from '../../../test-utils/setupTestHttpServer'
import { getAppSettings } from './appSettingsStore'
import {
  createSafeAppHandlers,
  type SafeAppHostDeps,
  SETTINGS_REJECTED,
  type SettingsChangeRequest,
} from './createSafeAppHandlers'

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const APP = { name: 'Demo', url: 'http://127.0.0.1:5174', origin: 'http://127.0.0.1:5174' }
const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`
const ONCHAIN_HASH = `0x${'ef'.repeat(32)}`

const messages = new Map<string, unknown>()

const safeInfo = testSafeInfo({
  nonce: 4,
  threshold: 2,
  owners: [{ value: OWNER }, { value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
  fallbackHandler: { value: SAFE_DEPLOYMENTS['1.4.1'].compatibilityFallbackHandler },
})

const details = (txHash: string | null) => ({
  safeAddress: SAFE,
  txId: `multisig_${SAFE}_${SAFE_TX_HASH}`,
  executedAt: txHash ? 1_700_000_000_000 : null,
  txStatus: txHash ? 'SUCCESS' : 'AWAITING_EXECUTION',
  txInfo: {
    type: 'Custom',
    to: { value: OWNER },
    dataSize: '0',
    value: '0',
    isCancellation: false,
  },
  txData: null,
  detailedExecutionInfo: null,
  txHash,
  safeAppInfo: null,
})

const message = (hash: string, status: string, preparedSignature: string | null) => ({
  type: 'MESSAGE',
  messageHash: hash,
  status,
  logoUri: null,
  name: null,
  message: 'hello',
  creationTimestamp: 1,
  modifiedTimestamp: 1,
  confirmationsSubmitted: 1,
  confirmationsRequired: 2,
  proposedBy: { value: OWNER },
  confirmations: [],
  preparedSignature,
})

const server = setupTestHttpServer(({ url, body }) => {
  if (url === '/rpc') {
    const call = JSON.parse(body) as { id: number; method: string }
    return call.method === 'eth_blockNumber'
      ? { json: { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'nope' } } }
      : { json: { jsonrpc: '2.0', id: call.id, result: '0x2a' } }
  }
  const msg = url.match(/^\/v1\/chains\/31337\/messages\/(0x\w+)$/)
  if (/^\/v1\/chains\/31337\/transactions\/(0x\w+)$/.test(url)) {
    return { json: details(ONCHAIN_HASH) }
  }
  if (msg?.[1] && messages.has(msg[1])) return { json: messages.get(msg[1]) }
  if (url.startsWith('/v1/chains/31337/safes/') && url.includes('/balances/')) {
    return { json: { fiatTotal: '0', items: [] } }
  }
  return { status: 404, json: { code: 404, message: 'Not found' } }
})
/** What the server received, JSON bodies parsed. */
const requests = () =>
  server.requests.map(({ method, url, body }) => ({
    method,
    url,
    body: body ? (JSON.parse(body) as unknown) : undefined,
  }))
afterEach(() => {
  messages.clear()
  localStorage.clear()
})

function setup(
  overrides: Partial<SafeAppHostDeps> = {},
  features = ['EIP1271'],
  patch: { chain?: Partial<ChainInfo>; safeInfo?: Partial<SafeInfo> } = {},
) {
  const proposed: Parameters<SafeAppHostDeps['proposeTransaction']>[0][] = []
  const signed: unknown[] = []
  const askedSettings: SettingsChangeRequest[] = []
  const deps: SafeAppHostDeps = {
    client: createGatewayClient({ baseUrl: server.url }),
    app: APP,
    hostOrigin: 'http://127.0.0.1:5173',
    getSafe: () => ({
      chainId: '31337',
      address: SAFE,
      chain: testChainInfo({ features, ...patch.chain }, `${server.url}/rpc`),
      safeInfo: { ...safeInfo, ...patch.safeInfo },
    }),
    getAccount: () => OWNER,
    getAddressBook: (chainId) => [{ address: OWNER, chainId, name: 'Me' }],
    proposeTransaction: async (request) => {
      proposed.push(request)
      return { safeTxHash: SAFE_TX_HASH }
    },
    askPermissions: async () => true,
    askSettingsChange: async (request) => {
      askedSettings.push(request)
      return true
    },
    signOffChain: async (request) => {
      signed.push(request)
      return { messageHash: request.messageHash, signature: '0x01' }
    },
    ...overrides,
  }
  const handlers = createSafeAppHandlers(deps)
  const context: RequestContext = { origin: APP.origin, id: 'abc', sdkVersion: '9.1.0' }
  const call = <M extends Method>(method: M, params: unknown) =>
    Promise.resolve((handlers[method] as Handler<M>)(params as never, context)) as Promise<
      MethodResponse[M]
    >
  return { call, proposed, signed, askedSettings }
}

describe('createSafeAppHandlers', () => {
  it('describes the Safe, the chain and the host', async () => {
    const { call } = setup()
    await expect(call('getSafeInfo', undefined)).resolves.toEqual({
      safeAddress: SAFE,
      chainId: 31337,
      threshold: 2,
      owners: [OWNER, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      isReadOnly: false,
      nonce: 4,
      implementation: SAFE_DEPLOYMENTS['1.4.1'].safeL2,
      modules: null,
      fallbackHandler: SAFE_DEPLOYMENTS['1.4.1'].compatibilityFallbackHandler,
      guard: null,
      version: '1.4.1',
    })
    const readOnly = setup({ getAccount: () => undefined })
    expect((await readOnly.call('getSafeInfo', undefined)).isReadOnly).toBe(true)
    expect((await call('getChainInfo', undefined)).shortName).toBe('devnet')
    await expect(call('getEnvironmentInfo', undefined)).resolves.toEqual({
      origin: 'http://127.0.0.1:5173',
    })
  })

  it('opens the transaction flow with the app as origin', async () => {
    const { call, proposed } = setup()
    const txs = [{ to: OWNER, value: '1', data: '0x' }]
    await expect(call('sendTransactions', { txs, params: { safeTxGas: 5 } })).resolves.toEqual({
      safeTxHash: SAFE_TX_HASH,
    })
    expect(proposed).toEqual([{ txs, origin: { name: 'Demo', url: APP.url }, safeTxGas: 5 }])
  })

  it("answers the flow's rejection to the app", async () => {
    const { call } = setup({
      proposeTransaction: () => Promise.reject(new Error('The user rejected the transaction')),
    })
    await expect(
      call('sendTransactions', { txs: [{ to: OWNER, value: '0', data: '0x' }] }),
    ).rejects.toThrow('The user rejected the transaction')
  })

  it("forwards RPC reads to the chain's RPC and stores an approved safe_setSettings per app", async () => {
    const { call, askedSettings } = setup()
    await expect(
      call('rpcCall', { call: 'eth_getBalance', params: [SAFE, 'latest'] }),
    ).resolves.toBe('0x2a')
    expect(requests().at(-1)).toMatchObject({
      url: '/rpc',
      body: { method: 'eth_getBalance', params: [SAFE, 'latest'] },
    })
    await expect(
      call('rpcCall', { call: 'safe_setSettings', params: [{ offChainSigning: false }] }),
    ).resolves.toEqual({ offChainSigning: false })
    expect(askedSettings).toEqual([
      { app: APP, current: { offChainSigning: true }, requested: { offChainSigning: false } },
    ])
    expect(getAppSettings(APP.origin)).toEqual({ offChainSigning: false })
    expect(requests()).toHaveLength(1)
  })

  it('changes no signing setting without the user: a declined or closed prompt errors', async () => {
    for (const answer of [
      async () => false,
      () => Promise.reject(new Error('closed')),
    ] satisfies SafeAppHostDeps['askSettingsChange'][]) {
      const { call, proposed, signed } = setup({ askSettingsChange: answer })
      await expect(
        call('rpcCall', { call: 'safe_setSettings', params: [{ offChainSigning: false }] }),
      ).rejects.toThrow(SETTINGS_REJECTED)
      expect(getAppSettings(APP.origin)).toEqual({ offChainSigning: true })
      // Messages still go to the off-chain prompt, never to an on-chain transaction.
      await call('signMessage', { message: 'hello' })
      expect(signed).toHaveLength(1)
      expect(proposed).toEqual([])
    }
  })

  it('asks nothing for a setting that changes nothing', async () => {
    const { call, askedSettings } = setup()
    await expect(
      call('rpcCall', { call: 'safe_setSettings', params: [{ offChainSigning: true }] }),
    ).resolves.toEqual({ offChainSigning: true })
    await expect(call('rpcCall', { call: 'safe_setSettings', params: [{}] })).resolves.toEqual({
      offChainSigning: true,
    })
    expect(askedSettings).toEqual([])
  })

  it("passes the node's error on", async () => {
    const { call } = setup()
    await expect(call('rpcCall', { call: 'eth_blockNumber', params: [] })).rejects.toThrow('nope')
  })

  it('returns gateway details with the on-chain hash', async () => {
    const { call } = setup()
    const result = await call('getTxBySafeTxHash', { safeTxHash: SAFE_TX_HASH })
    expect(result.txHash).toBe(ONCHAIN_HASH)
    expect(requests().at(-1)?.url).toBe(`/v1/chains/31337/transactions/${SAFE_TX_HASH}`)
    await call('getSafeBalances', { currency: 'eur' })
    expect(requests().at(-1)?.url).toBe(`/v1/chains/31337/safes/${SAFE}/balances/eur`)
  })

  it('signs off-chain with the locally computed SafeMessage hash', async () => {
    const { call, signed } = setup()
    const expected = safeMessageHash({
      chainId: 31337n,
      safeAddress: SAFE,
      safeVersion: '1.4.1',
      message: 'hello',
    })
    await expect(call('signMessage', { message: 'hello' })).resolves.toEqual({
      messageHash: expected,
      signature: '0x01',
    })
    expect(signed).toEqual([{ app: APP, content: 'hello', messageHash: expected }])
  })

  it('answers a message that is already confirmed without asking again', async () => {
    const { call, signed } = setup()
    const typedData = getSafeMessageTypedData({
      chainId: 31337n,
      safeAddress: SAFE,
      safeVersion: '1.4.1',
      message: 'hello',
    })
    const hash = safeMessageHash({
      chainId: 31337n,
      safeAddress: SAFE,
      safeVersion: '1.4.1',
      message: 'hello',
    })
    // The Safe's two owners really signed (anvil accounts 0 and 1).
    const bothOwners = [owners[0], owners[1]]
    const signatures = await Promise.all(bothOwners.map((owner) => owner.signTypedData(typedData)))
    messages.set(hash, {
      ...message(hash, 'CONFIRMED', '0xbeef'),
      confirmations: bothOwners.map((owner, index) => ({
        owner: { value: owner.address },
        signature: signatures[index],
      })),
    })
    // Built here from the verified signatures, not the gateway's preparedSignature.
    const expected = buildSignatureBytes(
      bothOwners.map((owner, index) => ({
        signer: owner.address,
        data: signatures[index] ?? '0x',
      })),
    )
    await expect(call('signMessage', { message: 'hello' })).resolves.toEqual({
      messageHash: hash,
      signature: expected,
    })
    expect(signed).toEqual([])
    await expect(call('getOffChainSignature', hash)).resolves.toBe(expected)
  })

  // Security item 10: "CONFIRMED" with fabricated confirmations and a made-up signature.
  it("never hands an app the gateway's prepared signature when its confirmations do not verify", async () => {
    const { call, signed } = setup()
    const hash = safeMessageHash({
      chainId: 31337n,
      safeAddress: SAFE,
      safeVersion: '1.4.1',
      message: 'hello',
    })
    messages.set(hash, {
      ...message(hash, 'CONFIRMED', '0xbeef'),
      confirmations: [owners[0], owners[1]].map((owner) => ({
        owner: { value: owner.address },
        signature: preValidatedSignature(owner.address),
      })),
    })
    await call('signMessage', { message: 'hello' })
    expect(signed).toHaveLength(1)
    await expect(call('getOffChainSignature', hash)).resolves.toBe('')
  })

  it('answers an empty prepared signature while a message is unconfirmed or unknown', async () => {
    const { call } = setup()
    const pending = `0x${'11'.repeat(32)}`
    messages.set(pending, message(pending, 'NEEDS_CONFIRMATION', null))
    await expect(call('getOffChainSignature', pending)).resolves.toBe('')
    await expect(call('getOffChainSignature', `0x${'22'.repeat(32)}`)).resolves.toBe('')
  })

  it('signs on chain through the built-in SignMessageLib, whatever the gateway names, with the message', async () => {
    const attackerLib = '0x000000000000000000000000000000000000dEaD'
    const { call, proposed } = setup({}, ['EIP1271'], {
      chain: { contractAddresses: { signMessageLibAddress: attackerLib } as never },
    })
    await call('rpcCall', { call: 'safe_setSettings', params: [{ offChainSigning: false }] })
    await expect(call('signMessage', { message: 'hello' })).resolves.toEqual({
      safeTxHash: SAFE_TX_HASH,
    })
    expect(proposed[0]?.message).toBe('hello')
    const [tx] = proposed[0]?.txs ?? []
    expect(tx?.to).toBe(SAFE_DEPLOYMENTS['1.4.1'].signMessageLib)
    expect(tx?.operation).toBe(1)
    const decoded = decodeFunctionData({ abi: signMessageLibAbi, data: tx?.data as `0x${string}` })
    expect(decoded.functionName).toBe('signMessage')
    expect(decoded.args).toEqual([hashSafeMessageContent('hello')])

    const typedData = {
      domain: { name: 'Ether Mail', chainId: '31337' },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      message: { contents: 'hi' },
    }
    await call('signTypedMessage', { typedData })
    expect(proposed[1]?.message).toEqual(typedData)
  })

  it('picks the 1.3.0 SignMessageLib by the Safe singleton, and refuses unknown versions', async () => {
    const eip155 = setup({}, [], {
      safeInfo: {
        version: '1.3.0+L2',
        implementation: { value: SAFE_1_3_0_EIP155_DEPLOYMENTS.safeL2 },
      },
    })
    await eip155.call('signMessage', { message: 'hello' })
    expect(eip155.proposed[0]?.txs[0]?.to).toBe(SAFE_1_3_0_EIP155_DEPLOYMENTS.signMessageLib)
    const canonical = setup({}, [], {
      safeInfo: { version: '1.3.0', implementation: { value: SAFE_DEPLOYMENTS['1.3.0'].safe } },
    })
    await canonical.call('signMessage', { message: 'hello' })
    expect(canonical.proposed[0]?.txs[0]?.to).toBe(SAFE_DEPLOYMENTS['1.3.0'].signMessageLib)
    const old = setup({}, [], { safeInfo: { version: '1.1.1' } })
    await expect(old.call('signMessage', { message: 'hello' })).rejects.toThrow(
      'not supported for Safe version 1.1.1',
    )
    expect(old.proposed).toEqual([])
  })

  it('signs on chain on a chain without EIP-1271', async () => {
    const { call, proposed, signed } = setup({}, [])
    await call('signMessage', { message: 'hello' })
    expect(proposed).toHaveLength(1)
    expect(signed).toHaveLength(0)
  })

  it('serves the address book only with the permission', async () => {
    let answer = false
    const { call } = setup({ askPermissions: async () => answer })
    await expect(call('requestAddressBook', undefined)).rejects.toThrow('Permissions rejected')
    await expect(call('wallet_requestPermissions', [{ requestAddressBook: {} }])).rejects.toThrow(
      'Permissions rejected',
    )
    await expect(call('wallet_getPermissions', undefined)).resolves.toEqual([])
    answer = true
    const granted = await call('wallet_requestPermissions', [{ requestAddressBook: {} }])
    expect(granted).toMatchObject([{ invoker: APP.origin, parentCapability: 'requestAddressBook' }])
    await expect(call('wallet_getPermissions', undefined)).resolves.toEqual(granted)
    await expect(call('requestAddressBook', undefined)).resolves.toEqual([
      { address: OWNER, chainId: '31337', name: 'Me' },
    ])
  })

  it('treats a closed permission prompt as a refusal', async () => {
    const { call } = setup({ askPermissions: () => Promise.reject(new Error('closed')) })
    await expect(call('wallet_requestPermissions', [{ requestAddressBook: {} }])).rejects.toThrow(
      'Permissions rejected',
    )
  })
})
