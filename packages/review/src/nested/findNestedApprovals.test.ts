import {
  buildSafeTransaction,
  encodeMultiSendCall,
  getSafeMessageTypedData,
  SAFE_DEPLOYMENTS,
  safeAbi,
  safeMessageHash,
  safeTxDomainHash,
  safeTxHash,
  safeTxMessageHash,
  safeTxPreimage,
  signMessageLibAbi,
  typedDataPreimage,
} from '@assent/core'
import { type Address, concat, encodeFunctionData, type Hex, keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { findNestedApprovals } from './findNestedApprovals'

const parent: Address = '0x1111111111111111111111111111111111111111'
const child: Address = '0x2222222222222222222222222222222222222222'
const { multiSend, signMessageLib } = SAFE_DEPLOYMENTS['1.4.1']
const childTx = buildSafeTransaction({
  to: '0x000000000000000000000000000000000000bEEF',
  value: 5n,
})
const childDomain = { chainId: 31337, safeAddress: child, safeVersion: '1.4.1' }
const childHash = safeTxHash({ ...childDomain, tx: childTx })

const approveHash = (hash: Hex) =>
  encodeFunctionData({ abi: safeAbi, functionName: 'approveHash', args: [hash] })
const signMessage = (bytes: Hex) =>
  encodeFunctionData({ abi: signMessageLibAbi, functionName: 'signMessage', args: [bytes] })

describe('findNestedApprovals', () => {
  it('finds approveHash on a child Safe at the top level', () => {
    expect(
      findNestedApprovals({ to: child, data: approveHash(childHash), operation: 0 }, parent),
    ).toEqual([{ kind: 'approveHash', hash: childHash, safe: child, path: [] }])
  })

  it('finds approveHash three batches deep, on any target', () => {
    const other: Address = '0x3333333333333333333333333333333333333333'
    const inner = encodeMultiSendCall([
      { operation: 0, to: other, value: 0n, data: '0x' },
      { operation: 0, to: child, value: 0n, data: approveHash(childHash) },
    ])
    const middle = encodeMultiSendCall([{ operation: 1, to: multiSend, value: 0n, data: inner }])
    const outer = encodeMultiSendCall([
      { operation: 0, to: other, value: 1n, data: '0x' },
      { operation: 1, to: multiSend, value: 0n, data: middle },
      { operation: 0, to: other, value: 0n, data: approveHash(`0x${'ab'.repeat(32)}`) },
    ])
    const found = findNestedApprovals({ to: multiSend, data: outer, operation: 1 }, parent)
    expect(found).toEqual([
      { kind: 'approveHash', hash: childHash, safe: child, path: [1, 0, 1] },
      { kind: 'approveHash', hash: `0x${'ab'.repeat(32)}`, safe: other, path: [2] },
    ])
  })

  it('reads a short approveHash argument as the Safe does, zeros past the end', () => {
    const short = approveHash(childHash).slice(0, 2 + 8 + 40) as Hex
    const [found] = findNestedApprovals({ to: child, data: short, operation: 0 }, parent)
    expect(found?.hash).toBe(`0x${childHash.slice(2, 42)}${'0'.repeat(24)}`)
  })

  it('finds a delegate-called signMessage over a SafeTx preimage of the child', () => {
    const preimage = safeTxPreimage({ ...childDomain, tx: childTx })
    const batch = encodeMultiSendCall([
      { operation: 1, to: signMessageLib, value: 0n, data: signMessage(preimage) },
    ])
    expect(findNestedApprovals({ to: multiSend, data: batch, operation: 1 }, parent)).toEqual([
      {
        kind: 'signMessage',
        hash: childHash,
        domainSeparator: safeTxDomainHash(childDomain),
        structHash: safeTxMessageHash({ safeVersion: '1.4.1', tx: childTx }),
        path: [0],
      },
    ])
  })

  it('finds a delegate-called signMessage over a SafeMessage preimage of the child', () => {
    const typedData = getSafeMessageTypedData({ ...childDomain, message: 'pay the attacker' })
    const preimage = typedDataPreimage(typedData)
    const [found] = findNestedApprovals(
      { to: signMessageLib, data: signMessage(preimage), operation: 1 },
      parent,
    )
    expect(found).toMatchObject({
      kind: 'signMessage',
      hash: safeMessageHash({ ...childDomain, message: 'pay the attacker' }),
      domainSeparator: safeTxDomainHash(childDomain),
    })
  })

  it('ignores signMessage bytes that are not a 0x1901 preimage, and signMessage not delegate-called', () => {
    const preimage = safeTxPreimage({ ...childDomain, tx: childTx })
    const notEip712 = concat(['0x1902', preimage.slice(6) as Hex])
    const calls = [
      // A Safe App's on-chain message: the 32-byte hash of its content.
      { to: signMessageLib, data: signMessage(keccak256('0x1234')), operation: 1 },
      { to: signMessageLib, data: signMessage(notEip712), operation: 1 },
      { to: signMessageLib, data: signMessage(concat([preimage, '0x00'])), operation: 1 },
      { to: signMessageLib, data: signMessage(preimage), operation: 0 },
      { to: signMessageLib, data: '0x85a5affe0000', operation: 1 },
    ] as const
    for (const call of calls) expect(findNestedApprovals(call, parent)).toEqual([])
  })

  it('names the parent itself for a delegate-called approveHash, and finds nothing in plain calls', () => {
    expect(
      findNestedApprovals({ to: child, data: approveHash(childHash), operation: 1 }, parent),
    ).toEqual([{ kind: 'approveHash', hash: childHash, safe: parent, path: [] }])
    expect(findNestedApprovals({ to: child, data: '0x', operation: 0 }, parent)).toEqual([])
    expect(
      findNestedApprovals(
        {
          to: child,
          data: typedDataPreimage(getSafeMessageTypedData({ ...childDomain, message: 'x' })),
          operation: 0,
        },
        parent,
      ),
    ).toEqual([])
  })
})
