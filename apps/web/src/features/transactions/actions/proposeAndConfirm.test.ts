// @vitest-environment node
import { recoverSafeSignature } from '@assent/core'
import { createGatewayClient, type GatewayClient } from '@assent/gateway-client'
import {
  baseTx,
  chainId,
  detailsOf,
  owners,
  safeAddress,
  safeVersion,
  stranger,
} from '@assent/review/test-utils/fixtures'
import type { Hex } from 'viem'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupTestHttpServer } from '../../../test-utils/setupTestHttpServer'
import { SignStepFailure } from '../../../wallet/signAndProve'
import { confirmSafeTransaction } from './confirmSafeTransaction'
import { proposeSafeTransaction } from './proposeSafeTransaction'
import type { SignTypedDataFn } from './signSafeTransaction'

// The propose and confirm actions against a real HTTP server standing in for the gateway: what
// they send, that nothing is sent when the wallet's signature does not prove out, and a gateway
// that stores another transaction than the one signed.
let answerWithHash: Hex | undefined
const server = setupTestHttpServer(() => {
  const details = detailsOf(baseTx, [])
  if (answerWithHash && details.detailedExecutionInfo?.type === 'MULTISIG') {
    details.detailedExecutionInfo.safeTxHash = answerWithHash
  }
  return { json: details }
})
/** What the gateway received: method, path and the JSON body. */
const received = () =>
  server.requests.map(({ method, url, body }) => ({
    method,
    path: url,
    body: (body ? JSON.parse(body) : {}) as Record<string, unknown>,
  }))
let client: GatewayClient
beforeAll(() => {
  client = createGatewayClient({ baseUrl: server.url, maxRetries: 0 })
})
afterEach(() => {
  answerWithHash = undefined
})

const target = { chainId, safeAddress, safeVersion }
const owner = owners[0]
/** A wallet that signs with `signer` whatever account it is asked for. */
const walletOf =
  (signer: typeof stranger): SignTypedDataFn =>
  ({ account: _account, ...typedData }) =>
    signer.signTypedData(typedData)

describe('proposeSafeTransaction', () => {
  it('signs the local hash and posts the fields, the hash, the sender and the signature', async () => {
    let signedBeforePost = false
    const result = await proposeSafeTransaction({
      client,
      target,
      tx: baseTx,
      account: owner.address,
      origin: { name: 'Demo', url: 'https://app.example' },
      signTypedData: walletOf(owner),
      onSigned: () => {
        signedBeforePost = received().length === 0
      },
    })
    expect(signedBeforePost).toBe(true)
    expect(received()).toHaveLength(1)
    const [post] = received()
    expect(post?.method).toBe('POST')
    expect(post?.path).toBe(`/v1/chains/${chainId}/transactions/${safeAddress}/propose`)
    expect(post?.body).toMatchObject({
      to: baseTx.to,
      value: '1000000000000000000',
      data: null,
      nonce: '7',
      operation: 0,
      safeTxHash: result.safeTxHash,
      sender: owner.address,
      origin: JSON.stringify({ name: 'Demo', url: 'https://app.example' }),
    })
    const { signer } = await recoverSafeSignature({
      hash: result.safeTxHash,
      signature: post?.body.signature as Hex,
    })
    expect(signer).toBe(owner.address)
    expect(result.storedDifferently).toBeUndefined()
  })

  it('sends nothing when the wallet signs as another account, or a hash other than the reviewed one', async () => {
    await expect(
      proposeSafeTransaction({
        client,
        target,
        tx: baseTx,
        account: owner.address,
        signTypedData: walletOf(stranger),
      }),
    ).rejects.toBeInstanceOf(SignStepFailure)
    await expect(
      proposeSafeTransaction({
        client,
        target,
        tx: baseTx,
        account: owner.address,
        reviewedSafeTxHash: `0x${'ab'.repeat(32)}`,
        signTypedData: walletOf(owner),
      }),
    ).rejects.toThrow('not to the 0xabab')
    expect(received()).toEqual([])
  })

  it('reports a gateway that stored a different transaction', async () => {
    answerWithHash = `0x${'cd'.repeat(32)}`
    const result = await proposeSafeTransaction({
      client,
      target,
      tx: baseTx,
      account: owner.address,
      signTypedData: walletOf(owner),
    })
    expect(result.storedDifferently).toBe(answerWithHash)
  })
})

describe('confirmSafeTransaction', () => {
  it('posts only the proven signature, to the locally computed hash', async () => {
    const { safeTxHash } = await confirmSafeTransaction({
      client,
      target,
      tx: baseTx,
      account: owners[1].address,
      signTypedData: walletOf(owners[1]),
    })
    expect(received().map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/chains/${chainId}/transactions/${safeTxHash}/confirmations`,
    ])
    const [post] = received()
    const signature = post?.body.signature as Hex
    expect(Object.keys(post?.body ?? {})).toEqual(['signature'])
    expect((await recoverSafeSignature({ hash: safeTxHash, signature })).signer).toBe(
      owners[1].address,
    )
  })

  it('sends nothing when the wallet answers for someone else', async () => {
    await expect(
      confirmSafeTransaction({
        client,
        target,
        tx: baseTx,
        account: owners[1].address,
        signTypedData: walletOf(owners[2]),
      }),
    ).rejects.toBeInstanceOf(SignStepFailure)
    expect(received()).toEqual([])
  })
})
