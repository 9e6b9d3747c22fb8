import fc from 'fast-check'
import { concatHex, encodeFunctionData, getAddress, type Hex, pad, size, slice, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { safeAbi } from '../abi/safeAbi'
import { SAFE_DEPLOYMENTS } from '../deployments'
import type { Operation } from '../enums/transaction'
import { MULTI_SEND_SELECTOR } from './decodeMultiSendData'
import { DEFAULT_MAX_BATCH_DEPTH, decodeSafeCallTree } from './decodeSafeCallTree'
import { encodeMultiSendCall } from './encodeMultiSendCall'
import { encodeMultiSendData } from './encodeMultiSendData'
import { flattenSafeCallTree, listSafeCallProblems } from './flattenSafeCallTree'
import type { MetaTransaction, SafeCallNode } from './types'

const { multiSend, multiSendCallOnly } = SAFE_DEPLOYMENTS['1.4.1']
const safe = getAddress('0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe')
// Ends in zero bytes, which a truncated batch gets back from the zeros read past its end.
const attacker = getAddress('0xbad0bad0bad0bad0bad0bad0bad0bad000000000')
const copycat = getAddress('0xc0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0')

/** A batch description: leaves are plain entries, arrays are nested batches. */
type Batch = (MetaTransaction | Batch)[]

function encodeBatch(batch: Batch): Hex {
  return encodeMultiSendCall(
    batch.map((item) =>
      Array.isArray(item)
        ? { operation: 1, to: multiSend, value: 0n, data: encodeBatch(item) }
        : item,
    ),
  )
}

function shape(node: SafeCallNode): unknown {
  return node.children ? node.children.map(shape) : { ...node, path: undefined }
}

const leaf: fc.Arbitrary<MetaTransaction> = fc.record({
  operation: fc.constantFrom<Operation>(0, 1),
  to: fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => getAddress(toHex(b))),
  value: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
  data: fc
    .uint8Array({ maxLength: 80 })
    .filter((b) => b.length < 4 || toHex(b.slice(0, 4)) !== MULTI_SEND_SELECTOR)
    .map((b): Hex => (b.length ? toHex(b) : '0x')),
})
/** Batches nested at most as deep as the decoder follows (deeper is the depth-limit test's). */
const batch: fc.Arbitrary<Batch> = fc.letrec<{ batch: Batch }>((tie) => ({
  batch: fc.array(
    fc.oneof(
      {
        depthSize: 'small',
        // The outer batch is level 1, and each nesting below this depth adds one.
        maxDepth: DEFAULT_MAX_BATCH_DEPTH - 1,
        depthIdentifier: 'batch',
      },
      leaf,
      tie('batch'),
    ),
    { maxLength: 4 },
  ),
})).batch

function nested(levels: number, innermost: MetaTransaction): Hex {
  let data = encodeMultiSendCall([innermost])
  for (let level = 1; level < levels; level++) {
    data = encodeMultiSendCall([{ operation: 1, to: multiSend, value: 0n, data }])
  }
  return data
}

describe('decodeSafeCallTree', () => {
  it('expands nested batches of any shape exactly, with paths and no problems', () => {
    fc.assert(
      fc.property(batch, (items) => {
        const tree = decodeSafeCallTree({ to: multiSend, data: encodeBatch(items), operation: 1 })
        const expected = (entries: Batch): unknown =>
          entries.map((item) =>
            Array.isArray(item)
              ? expected(item)
              : { ...item, to: getAddress(item.to), path: undefined, problems: [] },
          )
        expect(shape(tree)).toEqual(expected(items))
        expect(listSafeCallProblems(tree)).toEqual([])
        for (const node of flattenSafeCallTree(tree).slice(1)) {
          const parentPath = node.path.slice(0, -1)
          const parent = flattenSafeCallTree(tree).find(
            (other) => other.path.join() === parentPath.join(),
          )
          expect(parent?.children?.[node.path.at(-1)!]).toBe(node)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('decodes a plain call as a single node', () => {
    expect(decodeSafeCallTree({ to: safe, value: 3n, data: '0x', operation: 0 })).toEqual({
      operation: 0,
      to: safe,
      value: 3n,
      data: '0x',
      path: [],
      problems: [],
    })
  })

  it(`follows ${DEFAULT_MAX_BATCH_DEPTH} nested levels and reports the next as a depth-limit problem`, () => {
    const evil = { operation: 1, to: attacker, value: 0n, data: '0x' } as const
    const deepest = decodeSafeCallTree({
      to: multiSend,
      data: nested(DEFAULT_MAX_BATCH_DEPTH, evil),
      operation: 1,
    })
    const path = Array<number>(DEFAULT_MAX_BATCH_DEPTH).fill(0)
    expect(flattenSafeCallTree(deepest).at(-1)).toMatchObject({ to: attacker, path })
    expect(listSafeCallProblems(deepest)).toEqual([])

    const tooDeep = decodeSafeCallTree({
      to: multiSend,
      data: nested(DEFAULT_MAX_BATCH_DEPTH + 1, evil),
      operation: 1,
    })
    expect(listSafeCallProblems(tooDeep)).toEqual([
      expect.objectContaining({ kind: 'depth-limit', path }),
    ])
    expect(flattenSafeCallTree(tooDeep).some((node) => node.to === attacker)).toBe(false)
    expect(
      listSafeCallProblems(
        decodeSafeCallTree({ to: multiSend, data: nested(3, evil), operation: 1 }, { maxDepth: 2 }),
      ),
    ).toEqual([expect.objectContaining({ kind: 'depth-limit', path: [0, 0] })])
  })

  it('shows an entry that runs past the end as the contract runs it, zeros included', () => {
    const enable = encodeFunctionData({
      abi: safeAbi,
      functionName: 'enableModule',
      args: [attacker],
    })
    const packed = encodeMultiSendData([
      { operation: 0, to: copycat, value: 0n, data: '0x' },
      { operation: 0, to: safe, value: 0n, data: enable },
    ])
    // The attacker's address ends in zeros: the batch can stop 4 bytes short of its data.
    const truncated = slice(packed, 0, size(packed) - 4)
    const data = encodeFunctionData({
      abi: [{ type: 'function', name: 'multiSend', inputs: [{ type: 'bytes' }], outputs: [] }],
      args: [truncated],
    })
    const tree = decodeSafeCallTree({ to: multiSend, data, operation: 1 })
    expect(tree.children?.[1]).toMatchObject({
      to: safe,
      data: enable,
      path: [1],
      problems: [expect.objectContaining({ kind: 'reads-past-end' })],
    })
  })

  it('expands a multiSend sent to any address, by call or delegatecall', () => {
    const data = encodeMultiSendCall([{ operation: 1, to: attacker, value: 0n, data: '0x' }])
    for (const operation of [0, 1]) {
      const tree = decodeSafeCallTree({ to: copycat, data, operation })
      expect(tree.children).toEqual([
        { operation: 1, to: attacker, value: 0n, data: '0x', path: [0], problems: [] },
      ])
    }
  })

  it('reports what the contracts revert on', () => {
    const plain = { operation: 0, to: copycat, value: 0n, data: '0x' } as const
    const kinds = (tx: Parameters<typeof decodeSafeCallTree>[0]) =>
      listSafeCallProblems(decodeSafeCallTree(tx)).map(({ kind, path }) => ({ kind, path }))
    // MultiSend refuses to be called; MultiSendCallOnly refuses delegatecall entries.
    expect(kinds({ to: multiSend, data: encodeMultiSendCall([plain]), operation: 0 })).toEqual([
      { kind: 'reverts', path: [] },
    ])
    const withDelegate = encodeMultiSendCall([{ ...plain, operation: 1 }, plain])
    expect(kinds({ to: multiSendCallOnly, data: withDelegate, operation: 1 })).toEqual([
      { kind: 'reverts', path: [0] },
    ])
    expect(kinds({ to: multiSend, data: withDelegate, operation: 1 })).toEqual([])
    const badOperation = concatHex(['0x07', slice(encodeMultiSendData([plain]), 1)])
    expect(
      kinds({
        to: multiSend,
        data: concatHex([
          MULTI_SEND_SELECTOR,
          pad(toHex(32)),
          pad(toHex(85)),
          badOperation,
          toHex(new Uint8Array(11)),
        ]),
        operation: 1,
      }),
    ).toEqual([{ kind: 'reverts', path: [0] }])
    expect(kinds({ to: copycat, data: '0x', operation: 2 })).toEqual([
      { kind: 'reverts', path: [] },
    ])
    expect(kinds({ to: multiSend, data: `${MULTI_SEND_SELECTOR}1234`, operation: 1 })).toEqual([
      { kind: 'malformed', path: [] },
    ])
  })

  it('reports skipped trailing bytes and non-standard encodings', () => {
    const packed = concatHex([
      encodeMultiSendData([{ operation: 0, to: copycat, value: 0n, data: '0x' }]),
      '0x0102',
    ])
    const data = concatHex([MULTI_SEND_SELECTOR, pad(toHex(32)), pad(toHex(size(packed))), packed])
    const problems = listSafeCallProblems(decodeSafeCallTree({ to: multiSend, data, operation: 1 }))
    expect(problems.map(({ kind }) => kind)).toEqual(['non-canonical', 'trailing-bytes'])
    expect(problems[1]?.message).toContain('2 bytes after the last entry')
  })

  it('never throws, whatever follows the selector', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.constantFrom(0, 1), (bytes, operation) => {
        const data = concatHex([MULTI_SEND_SELECTOR, toHex(bytes)])
        const tree = decodeSafeCallTree({ to: multiSend, data, operation })
        expect(flattenSafeCallTree(tree).length).toBeGreaterThan(0)
      }),
      { numRuns: 500 },
    )
  })
})
