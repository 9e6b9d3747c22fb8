import {
  adjustVForEthSign,
  buildSignatureBytes,
  type SafeTransactionData,
  safeAbi,
  safeTxHash,
} from '@assent/core'
import {
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  toHex,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { encodeEventLog } from '../testing/encodeEventLog'
import { parseSafeLogs } from './parseSafeLogs'
import { toExecutionRecord } from './toExecutionRecord'

const SAFE = getAddress('0x1dcae246787fe93cc4c57faa9c0a4f83c5113fb4')
const NEW_OWNER = getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906')
const REFUND = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
const TX = keccak256(toHex('exec tx'))
const [ownerA, ownerB] = [
  privateKeyToAccount(keccak256(toHex('owner a'))),
  privateKeyToAccount(keccak256(toHex('owner b'))),
]

// addOwnerWithThreshold on the Safe itself, executed at nonce 4 of a 2-of-2 Safe.
const tx: SafeTransactionData = {
  to: SAFE,
  value: 0n,
  data: encodeFunctionData({
    abi: safeAbi,
    functionName: 'addOwnerWithThreshold',
    args: [NEW_OWNER, 2n],
  }),
  operation: 0,
  safeTxGas: 50_000n,
  baseGas: 21_000n,
  gasPrice: 3n,
  gasToken: zeroAddress,
  refundReceiver: REFUND,
  nonce: 4n,
}
const hash = safeTxHash({ chainId: 31337, safeAddress: SAFE, safeVersion: '1.4.1', tx })

async function executedEvent(signatures: Hex) {
  const [event] = parseSafeLogs([
    encodeEventLog(
      safeAbi,
      'SafeMultiSigTransaction',
      {
        ...tx,
        signatures,
        additionalInfo: encodeAbiParameters(
          [{ type: 'uint256' }, { type: 'address' }, { type: 'uint256' }],
          [tx.nonce, ownerB.address, 2n],
        ),
      },
      { address: SAFE, blockNumber: 30n, transactionHash: TX, logIndex: 5 },
    ),
  ])
  if (event?.eventName !== 'SafeMultiSigTransaction') throw new Error('not decoded')
  return event
}

describe('toExecutionRecord', () => {
  it('reads the tx, its nonce and executor from additionalInfo, and the owners who signed', async () => {
    const eip712 = await ownerA.sign({ hash })
    const ethSign = adjustVForEthSign(await ownerB.signMessage({ message: { raw: hash } }))
    const signatures = buildSignatureBytes([
      { signer: ownerA.address, data: eip712 },
      { signer: ownerB.address, data: ethSign },
    ])
    const event = await executedEvent(signatures)
    const record = await toExecutionRecord(event, { safeTxHash: hash, isSuccessful: true }, 30_000)
    const { confirmations, ...fields } = record
    expect(fields).toEqual({
      safe: SAFE,
      safeTxHash: hash,
      to: SAFE,
      value: '0',
      data: tx.data,
      operation: 0,
      safeTxGas: '50000',
      baseGas: '21000',
      gasPrice: '3',
      gasToken: zeroAddress,
      refundReceiver: REFUND,
      nonce: '4',
      txHash: TX,
      blockNumber: 30,
      logIndex: 5,
      executedAt: 30_000,
      executor: ownerB.address,
      isSuccessful: true,
      signatures,
    })
    expect(confirmations).toEqual(
      expect.arrayContaining([
        { owner: ownerA.address, signature: eip712, signatureType: 'eip712', submittedAt: 30_000 },
        {
          owner: ownerB.address,
          signature: ethSign,
          signatureType: 'eth_sign',
          submittedAt: 30_000,
        },
      ]),
    )
    expect(confirmations).toHaveLength(2)
  })

  it('keeps a failed execution, with no confirmations when the signatures are unreadable', async () => {
    const event = await executedEvent('0x1234')
    const record = await toExecutionRecord(event, { safeTxHash: hash, isSuccessful: false }, 1)
    expect([record.isSuccessful, record.signatures, record.confirmations]).toEqual([
      false,
      '0x1234',
      [],
    ])
  })
})
