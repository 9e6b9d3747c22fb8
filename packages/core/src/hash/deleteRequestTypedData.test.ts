import {
  encodeAbiParameters,
  type Hex,
  hashTypedData,
  keccak256,
  recoverTypedDataAddress,
  stringToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { deleteRequestTotp, deleteRequestTypedData } from './deleteRequestTypedData'

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SAFE_TX_HASH: Hex = `0x${'ab'.repeat(32)}`

/** The EIP-712 digest written out by hand from the struct definitions, not through viem's typed-data code. */
function digestByHand(chainId: number, totp: bigint): Hex {
  const domainType = keccak256(
    stringToHex(
      'EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)',
    ),
  )
  const domainSeparator = keccak256(
    encodeAbiParameters(
      [
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
      ],
      [
        domainType,
        keccak256(stringToHex('Safe Transaction Service')),
        keccak256(stringToHex('1.0')),
        BigInt(chainId),
        SAFE,
      ],
    ),
  )
  const structHash = keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint256' }],
      [
        keccak256(stringToHex('DeleteRequest(bytes32 safeTxHash,uint256 totp)')),
        SAFE_TX_HASH,
        totp,
      ],
    ),
  )
  return keccak256(`0x1901${domainSeparator.slice(2)}${structHash.slice(2)}`)
}

describe('deleteRequestTypedData', () => {
  it('hashes to the Transaction Service’s DeleteRequest digest', () => {
    const totp = deleteRequestTotp(Date.UTC(2026, 10, 28, 1, 30))
    const typedData = deleteRequestTypedData({
      chainId: 31337,
      safeAddress: SAFE,
      safeTxHash: SAFE_TX_HASH,
      totp,
    })
    expect(hashTypedData(typedData)).toBe(digestByHand(31337, totp))
    // Another chain or another hour is another request.
    expect(hashTypedData({ ...typedData, domain: { ...typedData.domain, chainId: 1 } })).toBe(
      digestByHand(1, totp),
    )
    expect(digestByHand(31337, totp - 1n)).not.toBe(hashTypedData(typedData))
  })

  it('counts the totp in whole hours since the epoch', () => {
    expect(deleteRequestTotp(0)).toBe(0n)
    expect(deleteRequestTotp(3_599_999)).toBe(0n)
    expect(deleteRequestTotp(3_600_000)).toBe(1n)
    expect(deleteRequestTotp(Date.UTC(2026, 10, 28, 1, 59, 59))).toBe(
      BigInt(Math.floor(Date.UTC(2026, 10, 28, 1) / 3_600_000)),
    )
  })

  it('is signed by an account as any wallet signs typed data', async () => {
    const account = privateKeyToAccount(`0x${'11'.repeat(32)}`)
    const typedData = deleteRequestTypedData({
      chainId: 31337,
      safeAddress: SAFE,
      safeTxHash: SAFE_TX_HASH,
      totp: 493_000n,
    })
    const signature = await account.signTypedData(typedData)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(account.address)
  })
})
