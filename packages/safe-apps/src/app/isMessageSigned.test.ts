import {
  getSafeMessageTypedData,
  hashSafeMessageContent,
  SAFE_DEPLOYMENTS,
  signMessageLibAbi,
} from '@assent/core'
import { deploySafe, executeSafeTransaction } from '@assent/devnet'
import { startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, encodeFunctionData, type Hex, hashTypedData, slice } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppHost } from '../host/createAppHost'
import { createFramePair, type FramePair } from '../test-utils/createFramePair'
import { safeInfo, typedData } from '../test-utils/fixtures'
import { createSafeAppsClient, type SafeAppsClient } from './createSafeAppsClient'

let devnet: TestDevnet
let safeAddress: Address
let frames: FramePair
let client: SafeAppsClient
/** Selectors of the eth_calls the app made, with what the chain answered. */
const calls: { selector: string; result: string }[] = []
/** When set, the host refuses `isValidSignature(bytes32,bytes)` like an old fallback handler. */
let legacyOnly = false

const signOffChain = (message: string | object) =>
  devnet.walletClient.signTypedData(
    getSafeMessageTypedData({
      chainId: devnet.chainId,
      safeAddress,
      safeVersion: '1.4.1',
      message: message as never,
    }) as never,
  )

beforeAll(async () => {
  devnet = await startTestDevnet()
  const owner = devnet.accounts[0]!.address
  ;({ address: safeAddress } = await deploySafe(devnet, {
    owners: [owner],
    threshold: 1,
    saltNonce: 1271n,
  }))
  frames = createFramePair()
  createAppHost({
    iframe: frames.iframe,
    appUrl: frames.appOrigin,
    window: frames.hostWindow,
    handlers: {
      getSafeInfo: () => ({ ...safeInfo, safeAddress, chainId: devnet.chainId, owners: [owner] }),
      rpcCall: async ({ call, params }) => {
        const tx = params[0] as { data?: Hex }
        const selector = tx?.data ? slice(tx.data, 0, 4) : ''
        if (legacyOnly && selector === '0x1626ba7e') throw new Error('execution reverted')
        const result = (await devnet.publicClient.request({
          method: call as 'eth_call',
          params: params as never,
        })) as string
        calls.push({ selector, result })
        return result
      },
    },
  })
  client = createSafeAppsClient({ window: frames.appWindow })
})

afterAll(async () => {
  client?.destroy()
  await frames?.close()
  await devnet?.stop()
})

describe('EIP-1271 checks against a deployed Safe 1.4.1', () => {
  it('an owner signature of the SafeMessage: isValidSignature(bytes32,bytes) → 0x1626ba7e', async () => {
    legacyOnly = false
    calls.length = 0
    const signature = await signOffChain('hello')
    expect(await client.safe.isMessageSigned('hello', signature)).toBe(true)
    expect(calls).toEqual([
      { selector: '0x1626ba7e', result: expect.stringMatching(/^0x1626ba7e/) },
    ])
  })

  it('a signature of something else is not valid under either interface', async () => {
    calls.length = 0
    const signature = await signOffChain('hello')
    expect(await client.safe.isMessageSigned('goodbye', signature)).toBe(false)
    expect(await client.safe.isMessageSigned('goodbye')).toBe(false)
  })

  it('typed data: the hash is the EIP-712 hash, signed as a SafeMessage', async () => {
    const definition = { ...typedData, domain: { ...typedData.domain, chainId: 31337 } }
    expect(client.safe.calculateTypedMessageHash(typedData)).toBe(
      hashTypedData(definition as never),
    )
    const { primaryType: _, ...withoutPrimaryType } = typedData
    expect(client.safe.calculateTypedMessageHash(withoutPrimaryType)).toBe(
      hashTypedData(definition as never),
    )
    const signature = await signOffChain(definition)
    expect(await client.safe.isMessageSigned(typedData, signature)).toBe(true)
  })

  it('falls back to the legacy isValidSignature(bytes,bytes) → 0x20c13b0b', async () => {
    legacyOnly = true
    calls.length = 0
    const signature = await signOffChain('hello')
    expect(await client.safe.isMessageSigned('hello', signature)).toBe(true)
    expect(calls).toEqual([
      { selector: '0x20c13b0b', result: expect.stringMatching(/^0x20c13b0b/) },
    ])
    legacyOnly = false
  })

  it('a message signed on chain through SignMessageLib is valid with an empty signature', async () => {
    const message = 'signed on chain'
    expect(await client.safe.isMessageSigned(message)).toBe(false)
    await executeSafeTransaction(devnet, {
      safe: safeAddress,
      tx: {
        to: SAFE_DEPLOYMENTS['1.4.1'].signMessageLib,
        operation: 1,
        data: encodeFunctionData({
          abi: signMessageLibAbi,
          functionName: 'signMessage',
          args: [hashSafeMessageContent(message)],
        }),
      },
      signers: [0],
    })
    expect(await client.safe.isMessageSigned(message)).toBe(true)
    expect(await client.safe.isMessageHashSigned(client.safe.calculateMessageHash(message))).toBe(
      true,
    )
  })
})
