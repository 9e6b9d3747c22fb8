import {
  decodeSafeCallTree,
  encodeMultiSendCall,
  encodeMultiSendData,
  erc20Abi,
  SAFE_DEPLOYMENTS,
  safeAbi,
} from '@assent/core'
import { encodeFunctionData, parseAbi, size, slice } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeCallLocally } from './decodeCallLocally'

const safe = '0x1111111111111111111111111111111111111111'
const token = '0x2222222222222222222222222222222222222222'
const bob = '0x3333333333333333333333333333333333333333'

describe('decodeCallLocally', () => {
  it('decodes an ERC-20 transfer with parameter names', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 5n] })
    expect(decodeCallLocally({ to: token, value: 0n, operation: 0, data }, safe)).toMatchObject({
      method: 'transfer',
      params: [
        { name: 'recipient', type: 'address', value: bob },
        { name: 'amount', type: 'uint256', value: '5' },
      ],
    })
  })

  it('decodes Safe settings calls only when sent to the Safe', () => {
    const data = encodeFunctionData({ abi: safeAbi, functionName: 'changeThreshold', args: [2n] })
    expect(decodeCallLocally({ to: safe, value: 0n, operation: 0, data }, safe)).toMatchObject({
      method: 'changeThreshold',
      params: [{ name: '_threshold', value: '2' }],
    })
  })

  it('expands nested batches with each action decoded', () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob, 1n],
    })
    const inner = encodeMultiSendCall([{ operation: 0, to: token, value: 0n, data: transfer }])
    const data = encodeMultiSendCall([
      { operation: 0, to: bob, value: 7n, data: '0x' },
      { operation: 1, to: SAFE_DEPLOYMENTS['1.4.1'].multiSend, value: 0n, data: inner },
    ])
    const decoded = decodeCallLocally(
      { to: SAFE_DEPLOYMENTS['1.4.1'].multiSend, value: 0n, operation: 1, data },
      safe,
    )
    expect(decoded.method).toBe('multiSend')
    expect(decoded.actions?.[0]).toMatchObject({ to: bob, value: 7n })
    expect(decoded.actions?.[0]?.method).toBeUndefined()
    expect(decoded.actions?.[1]?.actions?.[0]).toMatchObject({ method: 'transfer', to: token })
  })

  it('uses a pasted ABI and leaves unknown data undecoded', () => {
    const abi = parseAbi(['function poke(uint8 level)'])
    const data = encodeFunctionData({ abi, functionName: 'poke', args: [3] })
    expect(
      decodeCallLocally({ to: bob, value: 0n, operation: 0, data }, safe).method,
    ).toBeUndefined()
    expect(
      decodeCallLocally({ to: bob, value: 0n, operation: 0, data }, safe, [abi]),
    ).toMatchObject({
      method: 'poke',
      params: [{ name: 'level', type: 'uint8', value: '3' }],
    })
  })

  it('keeps paths and shows a cut-short entry as it will run, with its problem', () => {
    const enable = encodeFunctionData({
      abi: safeAbi,
      functionName: 'enableModule',
      args: ['0x3333333333333333333333333333333333330000'],
    })
    const packed = encodeMultiSendData([
      { operation: 0, to: bob, value: 1n, data: '0x' },
      { operation: 0, to: safe, value: 0n, data: enable },
    ])
    const data = encodeFunctionData({
      abi: parseAbi(['function multiSend(bytes)']),
      args: [slice(packed, 0, size(packed) - 2)],
    })
    const call = { to: SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly, value: 0n, operation: 1, data }
    const decoded = decodeCallLocally(call, safe)
    expect(decoded).toMatchObject({ method: 'multiSend', path: [], problems: [] })
    expect(decoded.actions?.[1]).toMatchObject({
      path: [1],
      method: 'enableModule',
      params: [{ name: 'module', value: '0x3333333333333333333333333333333333330000' }],
      problems: [expect.objectContaining({ kind: 'reads-past-end' })],
    })
    // The same tree the checks use gives the same view.
    expect(decodeCallLocally(decodeSafeCallTree(call), safe)).toEqual(decoded)
  })

  it('names an undecodable batch multiSend and says why', () => {
    const decoded = decodeCallLocally(
      { to: bob, value: 0n, operation: 1, data: '0x8d80ff0a1234' },
      safe,
    )
    expect(decoded).toMatchObject({ method: 'multiSend', params: [], actions: undefined })
    expect(decoded.problems).toEqual([expect.objectContaining({ kind: 'malformed' })])
  })
})
