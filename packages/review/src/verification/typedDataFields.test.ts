import { describe, expect, it } from 'vitest'
import { baseTx, chainId, safeAddress } from '../test-utils/fixtures'
import { typedDataFields } from './typedDataFields'

describe('typedDataFields', () => {
  it('lists the domain and the ten SafeTx fields in type order', () => {
    const fields = typedDataFields({ chainId, safeAddress, safeVersion: '1.4.1', tx: baseTx })
    expect(fields.map((f) => `${f.section}.${f.name}=${f.value}`)).toEqual([
      'domain.chainId=31337',
      `domain.verifyingContract=${safeAddress}`,
      `message.to=${baseTx.to}`,
      'message.value=1000000000000000000',
      'message.data=0x',
      'message.operation=0',
      'message.safeTxGas=0',
      'message.baseGas=0',
      'message.gasPrice=0',
      'message.gasToken=0x0000000000000000000000000000000000000000',
      'message.refundReceiver=0x0000000000000000000000000000000000000000',
      'message.nonce=7',
    ])
  })

  it('follows the version: no chainId and dataGas before 1.0.0', () => {
    const fields = typedDataFields({ chainId, safeAddress, safeVersion: '0.1.0', tx: baseTx })
    expect(fields.filter((f) => f.section === 'domain').map((f) => f.name)).toEqual([
      'verifyingContract',
    ])
    expect(fields.map((f) => f.name)).toContain('dataGas')
  })
})
