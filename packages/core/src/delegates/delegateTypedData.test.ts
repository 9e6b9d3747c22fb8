import {
  concat,
  encodeAbiParameters,
  hashTypedData,
  keccak256,
  recoverTypedDataAddress,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { delegateTotp, delegateTypedData } from './delegateTypedData'

// The api-kit comparison (same signature for the same input) is in the gateway, which has
// api-kit as a test client: apps/gateway/src/delegates/delegateTypedData.apiKit.test.ts.
const owner = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const delegate = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('delegateTypedData', () => {
  it('hashes as EIP-712 Delegate(address delegateAddress,uint256 totp) in the service domain', () => {
    const totp = 493_000n
    const domainSeparator = keccak256(
      encodeAbiParameters(
        [{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint256' }],
        [
          keccak256(toHex('EIP712Domain(string name,string version,uint256 chainId)')),
          keccak256(toHex('Safe Transaction Service')),
          keccak256(toHex('1.0')),
          31337n,
        ],
      ),
    )
    const structHash = keccak256(
      encodeAbiParameters(
        [{ type: 'bytes32' }, { type: 'address' }, { type: 'uint256' }],
        [keccak256(toHex('Delegate(address delegateAddress,uint256 totp)')), delegate, totp],
      ),
    )
    const expected = keccak256(concat(['0x1901', domainSeparator, structHash]))
    expect(hashTypedData(delegateTypedData({ chainId: 31337, delegate, totp }))).toBe(expected)
  })

  it('is signed and recovered like any typed data', async () => {
    const typedData = delegateTypedData({ chainId: 1n, delegate, totp: 1n })
    const signature = await owner.signTypedData(typedData)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(owner.address)
  })
})

describe('delegateTotp', () => {
  it('counts whole hours since the epoch', () => {
    expect(delegateTotp(0)).toBe(0n)
    expect(delegateTotp(3_599_999)).toBe(0n)
    expect(delegateTotp(3_600_000)).toBe(1n)
    expect(delegateTotp(Date.UTC(2026, 10, 28, 0, 30))).toBe(
      BigInt(Date.UTC(2026, 10, 28) / 3_600_000),
    )
  })
})
