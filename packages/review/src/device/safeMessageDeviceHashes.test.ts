import { safeMessageHash } from '@assent/core'
import { encodeAbiParameters, hashMessage, hashTypedData, keccak256, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { toTypedDataDefinition } from '../messages/toTypedDataDefinition'
import { safeMessageDeviceHashes } from './safeMessageDeviceHashes'

const SAFE = '0x1234567890123456789012345678901234567890' as const
// keccak256("SafeMessage(bytes message)"), the constant of CompatibilityFallbackHandler.
const SAFE_MSG_TYPEHASH = keccak256(toHex('SafeMessage(bytes message)'))
// The Safe's domain types from 1.3.0 on, and before.
const DOMAIN_TYPEHASH = keccak256(toHex('EIP712Domain(uint256 chainId,address verifyingContract)'))
const LEGACY_DOMAIN_TYPEHASH = keccak256(toHex('EIP712Domain(address verifyingContract)'))

const pair = (a: `0x${string}`, b: `0x${string}`) =>
  keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes32' }], [a, b]))

describe('safeMessageDeviceHashes', () => {
  it('gives the Safe domain separator and the SafeMessage struct hash, as the contracts encode them', () => {
    const params = { chainId: 31337, safeAddress: SAFE, safeVersion: '1.4.1', message: 'hello' }
    const hashes = safeMessageDeviceHashes(params)
    expect(hashes.domainHash).toBe(
      keccak256(
        encodeAbiParameters(
          [{ type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }],
          [DOMAIN_TYPEHASH, 31337n, SAFE],
        ),
      ),
    )
    // SafeMessage(bytes message): the bytes (the EIP-191 hash of the text) enter hashed.
    expect(hashes.messageHash).toBe(pair(SAFE_MSG_TYPEHASH, keccak256(hashMessage('hello'))))
    expect(hashes.hash).toBe(safeMessageHash(params))
  })

  it('drops the chain id from the domain of a Safe before 1.3.0', () => {
    const hashes = safeMessageDeviceHashes({
      chainId: 1,
      safeAddress: SAFE,
      safeVersion: '1.1.1',
      message: 'hello',
    })
    expect(hashes.domainHash).toBe(
      keccak256(
        encodeAbiParameters(
          [{ type: 'bytes32' }, { type: 'address' }],
          [LEGACY_DOMAIN_TYPEHASH, SAFE],
        ),
      ),
    )
  })

  it('hashes typed-data content as the gateway sends it (string chain id, EIP712Domain listed)', () => {
    const content = {
      domain: { name: 'Ether Mail', version: '1', chainId: '1', verifyingContract: SAFE },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'Hello, Bob!' },
    }
    const hashes = safeMessageDeviceHashes({
      chainId: 1,
      safeAddress: SAFE,
      safeVersion: '1.3.0',
      message: content,
    })
    expect(hashes.messageHash).toBe(
      pair(SAFE_MSG_TYPEHASH, keccak256(hashTypedData(toTypedDataDefinition(content)))),
    )
  })
})
