import { buildSignatureBytes, preValidatedSignature } from '@assent/core'
import { encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  baseTx,
  chainId,
  detailsOf,
  owners,
  safeAddress,
  safeVersion,
  signSafeTx,
  stranger,
} from '../test-utils/fixtures'
import { verifyTransaction } from './verifyTransaction'

const ownerAddresses = owners.map((owner) => owner.address)
const verify = (details: ReturnType<typeof detailsOf>, version: string | null = safeVersion) =>
  verifyTransaction({
    details,
    chainId,
    safeAddress,
    safeVersion: version,
    owners: ownerAddresses,
    client: undefined,
  })

let signatureOfOwner0: Hex
beforeAll(async () => {
  signatureOfOwner0 = await signSafeTx(owners[0], baseTx)
})

describe('verifyTransaction', () => {
  it('accepts an untouched transaction and its valid confirmation', async () => {
    const result = await verify(
      detailsOf(baseTx, [{ signer: owners[0].address, signature: signatureOfOwner0 }]),
    )
    expect(result.problems).toEqual([])
    expect(result.ok).toBe(true)
    expect(result.localSafeTxHash).toBe(result.gatewaySafeTxHash)
    expect(result.confirmations).toEqual([
      expect.objectContaining({
        status: 'verified',
        recoveredSigner: owners[0].address,
        kind: 'eip712',
        proof: 'ecdsa',
      }),
    ])
    expect(result.verifiedSigners).toEqual([owners[0].address])
    expect(result.allConfirmationsVerified).toBe(true)
    expect(result.notices).toEqual([])
    expect(result.domainHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(result.messageHash).toMatch(/^0x[0-9a-f]{64}$/)
  })

  const tamperings: [string, (d: ReturnType<typeof detailsOf>) => void][] = [
    [
      'to',
      (d) => {
        if (d.txData) d.txData.to = { value: stranger.address }
      },
    ],
    [
      'data',
      (d) => {
        if (d.txData)
          d.txData.hexData = encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [stranger.address, 1n],
          })
      },
    ],
    [
      'operation',
      (d) => {
        if (d.txData) d.txData.operation = 1
      },
    ],
    [
      'value',
      (d) => {
        if (d.txData) d.txData.value = '1'
      },
    ],
    [
      'nonce',
      (d) => {
        if (d.detailedExecutionInfo?.type === 'MULTISIG') d.detailedExecutionInfo.nonce = 8
      },
    ],
    [
      'safeTxHash',
      (d) => {
        if (d.detailedExecutionInfo?.type === 'MULTISIG')
          d.detailedExecutionInfo.safeTxHash = `0x${'12'.repeat(32)}`
      },
    ],
  ]
  it.each(tamperings)('blocks when the gateway altered %s', async (_field, tamper) => {
    const details = detailsOf(baseTx, [])
    tamper(details)
    const result = await verify(details)
    expect(result.ok).toBe(false)
    const mismatch = result.problems.find((p) => p.code === 'hash-mismatch')
    expect(mismatch?.expected).toBe(result.localSafeTxHash)
    expect(mismatch?.received).not.toBe(result.localSafeTxHash)
  })

  it('blocks when hash and fields were altered consistently but the confirmation no longer recovers', async () => {
    const forged = { ...baseTx, to: stranger.address }
    // The gateway presents a forged tx with its matching hash, reusing owner 0's real signature.
    const details = detailsOf(forged, [{ signer: owners[0].address, signature: signatureOfOwner0 }])
    const result = await verify(details)
    expect(result.ok).toBe(false)
    expect(result.problems.map((p) => p.code)).toEqual(['bad-confirmation'])
    expect(result.confirmations[0]?.recoveredSigner).not.toBe(owners[0].address)
  })

  it('blocks a confirmation from someone who is not an owner', async () => {
    const signature = await signSafeTx(stranger, baseTx)
    const result = await verify(detailsOf(baseTx, [{ signer: stranger.address, signature }]))
    expect(result.problems).toEqual([
      expect.objectContaining({ code: 'bad-confirmation', expected: stranger.address }),
    ])
  })

  it('accepts a former owner on an executed transaction when owners are not given', async () => {
    const signature = await signSafeTx(stranger, baseTx)
    const details = detailsOf(baseTx, [{ signer: stranger.address, signature }])
    const result = await verifyTransaction({
      details,
      chainId,
      safeAddress,
      safeVersion,
      owners: null,
      client: undefined,
    })
    expect(result.ok).toBe(true)
  })

  it('blocks a confirmation attributed to the wrong owner', async () => {
    const result = await verify(
      detailsOf(baseTx, [{ signer: owners[1].address, signature: signatureOfOwner0 }]),
    )
    expect(result.problems).toEqual([
      expect.objectContaining({
        code: 'bad-confirmation',
        expected: owners[0].address,
        received: owners[1].address,
      }),
    ])
  })

  it('blocks a confirmation whose signature is missing or garbage', async () => {
    const details = detailsOf(baseTx, [{ signer: owners[0].address, signature: '0x1234' }])
    const result = await verify(details)
    expect(result.problems.map((p) => p.code)).toEqual(['bad-confirmation'])
  })

  it('blocks a transaction of another Safe and an unknown version', async () => {
    const details = detailsOf(baseTx, [])
    details.safeAddress = stranger.address
    expect((await verify(details)).problems.map((p) => p.code)).toContain('wrong-safe')
    const noVersion = await verify(detailsOf(baseTx, []), null)
    expect(noVersion.problems.map((p) => p.code)).toEqual(['unknown-version'])
  })

  it('blocks when the gateway sends no call data', async () => {
    const details = detailsOf(baseTx, [])
    details.txData = null
    expect((await verify(details)).problems.map((p) => p.code)).toEqual(['missing-fields'])
  })

  // Security item 3: a gateway may list confirmations nobody made.
  describe('confirmations nobody can prove', () => {
    it('does not count fabricated v=1 and v=0 confirmations when nothing can prove them', async () => {
      const fabricated = [
        { signer: owners[1].address, signature: preValidatedSignature(owners[1].address) },
        {
          signer: owners[2].address,
          signature: buildSignatureBytes([
            { signer: owners[2].address, data: '0xdeadbeef', dynamic: true },
          ]),
        },
      ]
      const result = await verify(detailsOf(baseTx, fabricated))
      expect(result.confirmations.map((c) => c.status)).toEqual(['unverified', 'unverified'])
      expect(result.verifiedSigners).toEqual([])
      expect(result.allConfirmationsVerified).toBe(false)
      expect(result.notices.map((n) => n.code)).toEqual([
        'unverified-confirmations',
        'proposer-not-signed',
      ])
      // Not proven wrong either, so not a blocking problem by itself.
      expect(result.problems).toEqual([])
    })

    it('counts an owner listed twice once and says so', async () => {
      const confirmation = { signer: owners[0].address, signature: signatureOfOwner0 }
      const result = await verify(detailsOf(baseTx, [confirmation, confirmation]))
      expect(result.verifiedSigners).toEqual([owners[0].address])
      expect(result.confirmations.map((c) => c.duplicate)).toEqual([false, true])
      expect(result.allConfirmationsVerified).toBe(false)
      expect(result.notices.map((n) => n.code)).toEqual(['duplicate-signers'])
    })

    it('labels a transaction without any confirmation instead of passing it silently', async () => {
      const result = await verify(detailsOf(baseTx, []))
      expect(result.notices.map((n) => n.code)).toEqual(['no-confirmations', 'proposer-not-signed'])
      expect(result.allConfirmationsVerified).toBe(false)
    })

    it('labels a proposer without a verified confirmation, not one who signed', async () => {
      const signature = await signSafeTx(owners[1], baseTx)
      const byOther = detailsOf(baseTx, [{ signer: owners[1].address, signature }], {
        chainId,
        safeAddress,
        proposer: owners[0].address,
      })
      expect((await verify(byOther)).notices).toEqual([
        expect.objectContaining({
          code: 'proposer-not-signed',
          message: expect.stringContaining(owners[0].address),
        }),
      ])
      const bySigner = detailsOf(baseTx, [{ signer: owners[1].address, signature }], {
        chainId,
        safeAddress,
        proposer: owners[1].address,
      })
      expect((await verify(bySigner)).notices).toEqual([])
    })
  })
})
