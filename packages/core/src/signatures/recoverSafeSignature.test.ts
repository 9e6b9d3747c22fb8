import { concat, type Hex, hashTypedData, keccak256, numberToHex, pad, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { getSafeTxTypedData } from '../hash/getSafeTxTypedData'
import { safeTxHash } from '../hash/safeTxHash'
import { adjustVForEthSign } from './adjustVForEthSign'
import { buildSignatureBytes } from './buildSignatureBytes'
import { preValidatedSignature } from './preValidatedSignature'
import { recoverSafeSignature } from './recoverSafeSignature'
import { splitSignature } from './splitSignature'

const owner = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
)
const other = privateKeyToAccount(
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
)
const params = {
  chainId: 31337,
  safeAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  safeVersion: '1.4.1',
  tx: {
    to: other.address,
    value: 1n,
    data: '0x',
    operation: 0,
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: '0x0000000000000000000000000000000000000000',
    refundReceiver: '0x0000000000000000000000000000000000000000',
    nonce: 3n,
  },
} as const
const hash = safeTxHash(params)

describe('recoverSafeSignature', () => {
  it('recovers an eth_signTypedData_v4 signature of the SafeTx typed data as eip712', async () => {
    const typedData = getSafeTxTypedData(params)
    expect(hashTypedData(typedData)).toBe(hash)
    const signature = await owner.signTypedData(typedData)
    expect(await recoverSafeSignature({ hash, signature })).toEqual({
      kind: 'eip712',
      signer: owner.address,
      proof: 'ecdsa',
    })
  })

  it('recovers a personal_sign of the raw hash with v + 4 as eth_sign', async () => {
    const signature = adjustVForEthSign(await owner.signMessage({ message: { raw: hash } }))
    expect(splitSignature(signature).v).toBeGreaterThan(30)
    expect(await recoverSafeSignature({ hash, signature })).toEqual({
      kind: 'eth_sign',
      signer: owner.address,
      proof: 'ecdsa',
    })
  })

  it('does not recover the owner when the hash differs', async () => {
    const signature = await owner.signTypedData(getSafeTxTypedData(params))
    const wrong = keccak256(toHex('another'))
    const { signer } = await recoverSafeSignature({ hash: wrong, signature })
    expect(signer).not.toBe(owner.address)
  })

  it('only names the owner in r for approved hashes and contract signatures: not proven', async () => {
    expect(
      await recoverSafeSignature({ hash, signature: preValidatedSignature(other.address) }),
    ).toEqual({ kind: 'approved_hash', signer: other.address, proof: 'needs-onchain-check' })
    const contractBytes = buildSignatureBytes([
      { signer: other.address, data: '0xfeed', dynamic: true },
    ])
    expect(await recoverSafeSignature({ hash, signature: contractBytes })).toEqual({
      kind: 'contract',
      signer: other.address,
      proof: 'needs-onchain-check',
    })
  })

  it('refuses v values the Safe would not accept', async () => {
    const signature = concat([pad('0x01', { size: 32 }), pad('0x02', { size: 32 })])
    await expect(
      recoverSafeSignature({ hash, signature: concat([signature, numberToHex(29)]) }),
    ).rejects.toThrow('Invalid signature v value: 29')
    await expect(recoverSafeSignature({ hash, signature: '0x12' as Hex })).rejects.toThrow(
      'expected 65 bytes',
    )
  })
})
