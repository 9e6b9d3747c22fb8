import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { METHODS } from '../protocol/methods'
import { isAllowedRpcCall, RPC_CALLS } from '../protocol/rpc'
import { APP_ORIGIN, createFramePair, type FramePair } from '../test-utils/createFramePair'
import { SAFE_ADDRESS, SAFE_TX_HASH, safeInfo } from '../test-utils/fixtures'
import { createAppHost, type Handlers } from './createAppHost'

let frames: FramePair
const foreignSource = {}
const rpcCall = vi.fn((params: { call: string }) => `ok:${params.call}`)
const onError = vi.fn()

beforeAll(() => {
  frames = createFramePair()
  const handlers: Handlers = {
    rpcCall,
    getSafeInfo: () => safeInfo,
    sendTransactions: () => {
      throw new Error('fuzz: rejected by the user')
    },
    // A result the structured clone refuses: the host must still answer once.
    getEnvironmentInfo: () => ({ origin: 'x', f: () => 0 }) as never,
    signMessage: async () => ({ messageHash: SAFE_TX_HASH }),
    wallet_getPermissions: () => [],
  }
  createAppHost({
    iframe: frames.iframe,
    appUrl: frames.appOrigin,
    window: frames.hostWindow,
    handlers,
    onError,
  })
})
afterAll(async () => {
  await frames.close()
})

const origins = [
  'http://127.0.0.1:5174',
  'http://127.0.0.1:5173',
  'http://127.0.0.1:51740',
  'https://127.0.0.1:5174',
  'http://localhost:5174',
  'https://evil.example',
  'null',
  '',
]
const calls = [
  ...Object.values(RPC_CALLS),
  'eth_sendTransaction',
  'eth_sign',
  'personal_sign',
  'eth_accounts',
  'eth_signTypedData_v4',
  'wallet_addEthereumChain',
  'eth_blockNumber',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'ETH_CALL',
  ' eth_call',
]

const paramsArb = fc.oneof(
  fc.anything(),
  fc.record(
    {
      call: fc.oneof(fc.constantFrom(...calls), fc.string()),
      params: fc.oneof(fc.array(fc.anything(), { maxLength: 4 }), fc.anything()),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      txs: fc.array(
        fc.record(
          {
            to: fc.oneof(fc.constant(SAFE_ADDRESS), fc.string()),
            value: fc.oneof(fc.constant('0'), fc.string(), fc.integer(), fc.bigInt()),
            data: fc.oneof(fc.constant('0x'), fc.string()),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
      params: fc.anything(),
    },
    { requiredKeys: [] },
  ),
  fc.constant(SAFE_TX_HASH),
  fc.record({ message: fc.oneof(fc.string(), fc.anything()) }),
)

const messageArb = fc.record({
  // Weighted towards the app's own origin and window so that many requests get past the
  // origin checks and exercise validation, while the rest probe the origin and source checks.
  origin: fc.oneof(
    { weight: 4, arbitrary: fc.constant(APP_ORIGIN) },
    { weight: 2, arbitrary: fc.constantFrom(...origins) },
    { weight: 1, arbitrary: fc.webUrl() },
  ),
  source: fc.oneof(
    { weight: 4, arbitrary: fc.constant('app') },
    { weight: 1, arbitrary: fc.constantFrom('foreign', 'null') },
  ),
  data: fc.oneof(
    { weight: 1, arbitrary: fc.anything() },
    // Well-formed rpcCall requests with any call name: the allowlist is what must stop them.
    {
      weight: 2,
      arbitrary: fc.record({
        id: fc.constant('<auto>'),
        method: fc.constant('rpcCall'),
        params: fc.record({
          call: fc.oneof(fc.constantFrom(...calls), fc.string()),
          params: fc.array(fc.anything(), { maxLength: 3 }),
        }),
      }),
    },
    {
      weight: 6,
      arbitrary: fc.record(
        {
          id: fc.oneof(
            { weight: 4, arbitrary: fc.constant('<auto>') },
            { weight: 1, arbitrary: fc.anything() },
          ),
          method: fc.oneof(
            {
              weight: 6,
              arbitrary: fc.constantFrom(...Object.values(METHODS), 'rpcCall', 'rpcCall'),
            },
            {
              weight: 1,
              arbitrary: fc.constantFrom('toString', '__proto__', 'eth_sendTransaction', ''),
            },
            { weight: 1, arbitrary: fc.string() },
          ),
          params: paramsArb,
          env: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    },
  ),
})

describe('createAppHost fuzz', () => {
  it('answers only its app, once per accepted request, and forwards only allowlisted calls', async () => {
    let counter = 0
    let total = 0
    let accepted = 0
    let forwarded = 0
    await fc.assert(
      fc.asyncProperty(fc.array(messageArb, { minLength: 10, maxLength: 40 }), async (messages) => {
        frames.posts.length = 0
        rpcCall.mockClear()
        const acceptedIds = new Set<string>()
        const foreignIds = new Set<string>()
        for (const message of messages) {
          let data = message.data as unknown
          // Give generated requests unique ids so each reply can be traced to its message.
          if (
            typeof data === 'object' &&
            data !== null &&
            (data as { id?: unknown }).id === '<auto>'
          ) {
            data = { ...(data as object), id: `fz${(counter++).toString(16)}` }
          }
          const fromApp = message.origin === frames.appOrigin && message.source === 'app'
          const id = (data as { id?: unknown } | null)?.id
          if (typeof id === 'string') {
            if (
              fromApp &&
              typeof (data as { method?: unknown }).method === 'string' &&
              Object.values(METHODS).includes((data as { method: never }).method) &&
              id.length > 0 &&
              id.length <= 64
            ) {
              acceptedIds.add(id)
            } else if (!fromApp) {
              foreignIds.add(id)
            }
          }
          const source =
            message.source === 'app'
              ? frames.iframe.contentWindow
              : message.source === 'foreign'
                ? foreignSource
                : null
          total++
          frames.injectToHost(data, message.origin, source)
        }
        await frames.settle(2)
        for (const post of frames.posts) {
          expect(post.to).toBe('app')
          expect(post.targetOrigin).toBe(frames.appOrigin)
          const reply = post.data as { id: string; version: string; success: boolean }
          expect(typeof reply.version).toBe('string')
          expect(typeof reply.success).toBe('boolean')
          if (!acceptedIds.has(reply.id)) {
            // An id also used by a foreign message may only be answered for the app's own request.
            expect(foreignIds.has(reply.id)).toBe(false)
          }
        }
        const repliesPerId = new Map<string, number>()
        for (const post of frames.posts) {
          const id = (post.data as { id: string }).id
          repliesPerId.set(id, (repliesPerId.get(id) ?? 0) + 1)
        }
        for (const id of acceptedIds) expect(repliesPerId.get(id)).toBe(1)
        expect(frames.posts).toHaveLength(acceptedIds.size)
        for (const [params] of rpcCall.mock.calls) expect(isAllowedRpcCall(params.call)).toBe(true)
        accepted += acceptedIds.size
        forwarded += rpcCall.mock.calls.length
      }),
      { numRuns: 600 },
    )
    // Thousands of messages, and enough of them valid enough to reach the handlers.
    expect(total).toBeGreaterThan(5000)
    expect(accepted).toBeGreaterThan(500)
    expect(forwarded).toBeGreaterThan(10)
    // Only the handlers' own failures reach onError: nothing else went wrong inside the host.
    for (const [error] of onError.mock.calls) {
      expect(String((error as Error).message)).toMatch(/fuzz: rejected|clone|could not be cloned/i)
    }
  })
})
