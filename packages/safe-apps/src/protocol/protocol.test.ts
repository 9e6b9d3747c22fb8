import { describe, expect, it } from 'vitest'
import { ERRORS } from './errors'
import { generateRequestId } from './generateRequestId'
import { isMethod, METHODS } from './methods'
import { isAllowedRpcCall, RPC_CALLS } from './rpc'
import { METHOD_PARAMS_SCHEMAS, rpcCallParamsSchema } from './schemas'
import { isMajorVersionAtLeast1 } from './version'

describe('generateRequestId', () => {
  it('is 10 hex characters and does not repeat', () => {
    const ids = Array.from({ length: 2000 }, generateRequestId)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{10}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('isMajorVersionAtLeast1', () => {
  it.each([
    ['1.0.0', true],
    ['9.1.0', true],
    ['10.0.0-beta', true],
    ['0.9.9', false],
    ['', false],
    ['v1.0.0', false],
    [undefined, false],
    [1, false],
  ])('%s → %s', (version, expected) => {
    expect(isMajorVersionAtLeast1(version)).toBe(expected)
  })
})

describe('method and rpc names', () => {
  it('lists the thirteen protocol methods and the allowlist', () => {
    expect(Object.keys(METHODS)).toHaveLength(13)
    expect(isMethod('toString')).toBe(false)
    expect(Object.keys(RPC_CALLS)).toEqual([
      'eth_call',
      'eth_gasPrice',
      'eth_getLogs',
      'eth_getBalance',
      'eth_getCode',
      'eth_getBlockByHash',
      'eth_getBlockByNumber',
      'eth_getStorageAt',
      'eth_getTransactionByHash',
      'eth_getTransactionReceipt',
      'eth_getTransactionCount',
      'eth_estimateGas',
      'safe_setSettings',
    ])
    expect(isAllowedRpcCall('eth_sendTransaction')).toBe(false)
    expect(isAllowedRpcCall('__proto__')).toBe(false)
  })

  it('builds the not-implemented text exactly', () => {
    expect(ERRORS.notImplemented('eth_coinbase')).toBe('"eth_coinbase" not implemented')
  })
})

describe('params schemas', () => {
  const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

  it('sendTransactions normalises addresses and amounts and rejects bad input', () => {
    const schema = METHOD_PARAMS_SCHEMAS.sendTransactions
    expect(schema.parse({ txs: [{ to: address.toLowerCase(), value: 1 }] })).toEqual({
      txs: [{ to: address, value: '1', data: '0x' }],
    })
    for (const txs of [
      [],
      [{ to: '0x5fbdb2315678afecb367f032d93f642f64180aA3', value: '0', data: '0x' }], // bad checksum
      [{ to: address, value: '1.5', data: '0x' }],
      [{ to: address, value: `0x1${'0'.repeat(64)}`, data: '0x' }], // above uint256
      [{ to: address, value: '0', data: '0x123' }], // half a byte
    ]) {
      expect(schema.safeParse({ txs }).success).toBe(false)
    }
  })

  it('typed data domains admit only EIP-712 fields', () => {
    const schema = METHOD_PARAMS_SCHEMAS.signTypedMessage
    const typedData = { domain: { name: 'x' }, types: {}, message: {} }
    expect(schema.safeParse({ typedData }).success).toBe(true)
    expect(schema.safeParse({ typedData: { ...typedData, domain: { evil: 1 } } }).success).toBe(
      false,
    )
  })

  it('permission requests name only requestAddressBook', () => {
    const schema = METHOD_PARAMS_SCHEMAS.wallet_requestPermissions
    expect(schema.safeParse([{ requestAddressBook: {} }]).success).toBe(true)
    expect(schema.safeParse([{ eth_accounts: {} }]).success).toBe(false)
    expect(schema.safeParse([{}]).success).toBe(false)
  })

  it('safe_setSettings takes one settings object', () => {
    expect(
      rpcCallParamsSchema('safe_setSettings').safeParse([{ offChainSigning: true }]).success,
    ).toBe(true)
    expect(rpcCallParamsSchema('safe_setSettings').safeParse([]).success).toBe(false)
    expect(
      rpcCallParamsSchema('safe_setSettings').safeParse([{ offChainSigning: 'yes' }]).success,
    ).toBe(false)
  })
})
