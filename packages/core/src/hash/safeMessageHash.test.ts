import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  hashMessage,
  hashTypedData,
  keccak256,
  parseAbiParameters,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { getSafeMessageTypedData } from './getSafeMessageTypedData'
import { hashSafeMessageContent } from './hashSafeMessageContent'
import { safeMessageHash } from './safeMessageHash'

const SAFE_MSG_TYPEHASH = '0x60b3cbf8b4a223d68d641b3b6ddf9a298e7f33710cf3d3a9d1146b5a6150fbca'
const safeAddress: Address = '0x1234567890AbcdEF1234567890aBcdef12345678'

const mail: TypedDataDefinition = {
  domain: { name: 'Mail', version: '1', chainId: 1, verifyingContract: safeAddress },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { from: { name: 'Alice', wallet: safeAddress }, contents: 'hi' },
}

function expectedSafeMessageHash(content: Hex, chainId?: bigint): Hex {
  const domain =
    chainId === undefined
      ? keccak256(
          encodeAbiParameters(parseAbiParameters('bytes32, address'), [
            keccak256(toHex('EIP712Domain(address verifyingContract)')),
            safeAddress,
          ]),
        )
      : keccak256(
          encodeAbiParameters(parseAbiParameters('bytes32, uint256, address'), [
            keccak256(toHex('EIP712Domain(uint256 chainId,address verifyingContract)')),
            chainId,
            safeAddress,
          ]),
        )
  const struct = keccak256(
    encodeAbiParameters(parseAbiParameters('bytes32, bytes32'), [
      SAFE_MSG_TYPEHASH,
      keccak256(content),
    ]),
  )
  return keccak256(concat(['0x1901', domain, struct]))
}

describe('hashSafeMessageContent', () => {
  it('hashes text with EIP-191 and typed data with EIP-712', () => {
    expect(hashSafeMessageContent('hello')).toBe(hashMessage('hello'))
    expect(hashSafeMessageContent(mail)).toBe(hashTypedData(mail))
  })
})

describe('safeMessageHash', () => {
  it('checks the SafeMessage typehash', () => {
    expect(keccak256(toHex('SafeMessage(bytes message)'))).toBe(SAFE_MSG_TYPEHASH)
  })

  it.each(['1.4.1', '1.3.0'])(
    'wraps the content hash in the Safe domain with chainId (%s)',
    (v) => {
      expect(safeMessageHash({ chainId: 10, safeAddress, safeVersion: v, message: 'hello' })).toBe(
        expectedSafeMessageHash(hashMessage('hello'), 10n),
      )
      expect(safeMessageHash({ chainId: 10n, safeAddress, safeVersion: v, message: mail })).toBe(
        expectedSafeMessageHash(hashTypedData(mail), 10n),
      )
    },
  )

  it('has no chainId in the domain before 1.3.0', () => {
    expect(safeMessageHash({ chainId: 10, safeAddress, safeVersion: '1.1.1', message: 'x' })).toBe(
      expectedSafeMessageHash(hashMessage('x')),
    )
  })

  it('typed data hashes to the Safe message hash', () => {
    const params = { chainId: 3, safeAddress, safeVersion: '1.4.1', message: 'gm' }
    const typedData = getSafeMessageTypedData(params)
    expect(typedData.primaryType).toBe('SafeMessage')
    expect(typedData.message).toEqual({ message: hashMessage('gm') })
    expect(hashTypedData(typedData)).toBe(safeMessageHash(params))
  })
})
