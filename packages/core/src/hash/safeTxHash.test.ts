import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  keccak256,
  parseAbiParameters,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { getSafeTxTypedData } from './getSafeTxTypedData'
import { safeTxDomainHash } from './safeTxDomainHash'
import { safeTxHash } from './safeTxHash'
import { safeTxMessageHash } from './safeTxMessageHash'
import type { SafeTransactionData } from './types'

// Typehash constants as written in the Safe contracts of each era; the test checks that the
// type strings below hash to them, then builds every expected value by hand from those pieces.
const DOMAIN_TYPEHASH_WITH_CHAIN_ID: Hex =
  '0x47e79534a245952e8b16893a336b85a3d9ea9fa8c573f3d803afb92a79469218'
const DOMAIN_TYPEHASH_WITHOUT_CHAIN_ID: Hex =
  '0x035aff83d86937d35b32e04f0ddc6ff469290eef2f1b692d8a815c89404d4749'
const SAFE_TX_TYPEHASH_BASE_GAS: Hex =
  '0xbb8310d486368db6bd6f849402fdd73ad53d316b5a4b2644ad6efe0f941286d8'
const SAFE_TX_TYPEHASH_DATA_GAS: Hex =
  '0x14d461bc7412367e924637b363c7bf29b8f47e2f84869f4426e5633d8af47b20'

const safeAddress: Address = '0x1234567890AbcdEF1234567890aBcdef12345678'
const tx: SafeTransactionData = {
  to: '0x00000000000000000000000000000000DeaDBeef',
  value: 1_000_000_000_000_000_000n,
  data: '0xa9059cbb0000000000000000000000000000000000000000000000000000000000000001',
  operation: 1,
  safeTxGas: 50_000n,
  baseGas: 21_000n,
  gasPrice: 7n,
  gasToken: '0x0000000000000000000000000000000000000001',
  refundReceiver: '0x0000000000000000000000000000000000000002',
  nonce: 42n,
}

function expectedStructHash(typehash: Hex): Hex {
  return keccak256(
    encodeAbiParameters(
      parseAbiParameters(
        'bytes32, address, uint256, bytes32, uint8, uint256, uint256, uint256, address, address, uint256',
      ),
      [
        typehash,
        tx.to,
        tx.value,
        keccak256(tx.data),
        tx.operation,
        tx.safeTxGas,
        tx.baseGas,
        tx.gasPrice,
        tx.gasToken,
        tx.refundReceiver,
        tx.nonce,
      ],
    ),
  )
}

function expectedDomain(chainId?: bigint): Hex {
  if (chainId === undefined) {
    return keccak256(
      encodeAbiParameters(parseAbiParameters('bytes32, address'), [
        DOMAIN_TYPEHASH_WITHOUT_CHAIN_ID,
        safeAddress,
      ]),
    )
  }
  return keccak256(
    encodeAbiParameters(parseAbiParameters('bytes32, uint256, address'), [
      DOMAIN_TYPEHASH_WITH_CHAIN_ID,
      chainId,
      safeAddress,
    ]),
  )
}

const eip712Digest = (domain: Hex, struct: Hex) => keccak256(concat(['0x1901', domain, struct]))

describe('typehashes', () => {
  it('match the constants of the Safe contracts', () => {
    expect(keccak256(toHex('EIP712Domain(uint256 chainId,address verifyingContract)'))).toBe(
      DOMAIN_TYPEHASH_WITH_CHAIN_ID,
    )
    expect(keccak256(toHex('EIP712Domain(address verifyingContract)'))).toBe(
      DOMAIN_TYPEHASH_WITHOUT_CHAIN_ID,
    )
    expect(
      keccak256(
        toHex(
          'SafeTx(address to,uint256 value,bytes data,uint8 operation,uint256 safeTxGas,uint256 baseGas,uint256 gasPrice,address gasToken,address refundReceiver,uint256 nonce)',
        ),
      ),
    ).toBe(SAFE_TX_TYPEHASH_BASE_GAS)
    expect(
      keccak256(
        toHex(
          'SafeTx(address to,uint256 value,bytes data,uint8 operation,uint256 safeTxGas,uint256 dataGas,uint256 gasPrice,address gasToken,address refundReceiver,uint256 nonce)',
        ),
      ),
    ).toBe(SAFE_TX_TYPEHASH_DATA_GAS)
  })
})

describe.each([
  { safeVersion: '1.4.1', chainIdInDomain: true, typehash: SAFE_TX_TYPEHASH_BASE_GAS },
  { safeVersion: '1.3.0', chainIdInDomain: true, typehash: SAFE_TX_TYPEHASH_BASE_GAS },
  { safeVersion: '1.3.0+L2', chainIdInDomain: true, typehash: SAFE_TX_TYPEHASH_BASE_GAS },
  { safeVersion: '1.2.0', chainIdInDomain: false, typehash: SAFE_TX_TYPEHASH_BASE_GAS },
  { safeVersion: '1.1.1', chainIdInDomain: false, typehash: SAFE_TX_TYPEHASH_BASE_GAS },
  { safeVersion: '1.0.0', chainIdInDomain: false, typehash: SAFE_TX_TYPEHASH_BASE_GAS },
  { safeVersion: '0.1.0', chainIdInDomain: false, typehash: SAFE_TX_TYPEHASH_DATA_GAS },
])('Safe $safeVersion', ({ safeVersion, chainIdInDomain, typehash }) => {
  const chainId = 100n
  const domain = expectedDomain(chainIdInDomain ? chainId : undefined)
  const struct = expectedStructHash(typehash)

  it('domain hash', () => {
    expect(safeTxDomainHash({ chainId, safeAddress, safeVersion })).toBe(domain)
  })

  it('message hash', () => {
    expect(safeTxMessageHash({ safeVersion, tx })).toBe(struct)
  })

  it('safeTxHash = keccak256(0x1901 ‖ domain ‖ struct)', () => {
    expect(safeTxHash({ chainId, safeAddress, safeVersion, tx })).toBe(eip712Digest(domain, struct))
  })

  it('the chain id matters exactly when the domain has it', () => {
    const onOtherChain = safeTxHash({ chainId: 1, safeAddress, safeVersion, tx })
    const here = safeTxHash({ chainId, safeAddress, safeVersion, tx })
    expect(onOtherChain === here).toBe(!chainIdInDomain)
  })
})

describe('getSafeTxTypedData', () => {
  it('names the gas field per version and keeps numbers as bigint', () => {
    const modern = getSafeTxTypedData({ chainId: 5n, safeAddress, safeVersion: '1.4.1', tx })
    expect(modern.primaryType).toBe('SafeTx')
    expect(modern.domain).toEqual({ chainId: 5, verifyingContract: safeAddress })
    expect(modern.message).toMatchObject({ baseGas: 21_000n, nonce: 42n, operation: 1 })

    const legacy = getSafeTxTypedData({ chainId: 5n, safeAddress, safeVersion: '0.1.0', tx })
    expect(legacy.domain).toEqual({ verifyingContract: safeAddress })
    expect(legacy.message).toMatchObject({ dataGas: 21_000n })
    expect(legacy.message).not.toHaveProperty('baseGas')
  })

  it('rejects an unparseable version instead of guessing a layout', () => {
    expect(() => safeTxHash({ chainId: 1, safeAddress, safeVersion: 'unknown', tx })).toThrow(
      'Invalid Safe version',
    )
  })
})
