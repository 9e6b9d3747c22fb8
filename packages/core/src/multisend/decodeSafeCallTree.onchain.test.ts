import fc from 'fast-check'
import {
  type Address,
  concatHex,
  encodeFunctionData,
  getAddress,
  type Hex,
  pad,
  parseEventLogs,
  size,
  slice,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multiSendAbi } from '../abi/multiSendAbi'
import { safeAbi } from '../abi/safeAbi'
import { getSettingsChangeType } from '../abi/settingsChange'
import { isKnownDelegateCallTarget } from '../deployments'
import type { Operation } from '../enums/transaction'
import { preValidatedSignature } from '../signatures/preValidatedSignature'
import { deployCanonicalMultiSends } from '../test-utils/deployCanonicalMultiSends'
import { deployRuntimeCode } from '../test-utils/deployRuntimeCode'
import { deploySafeFixture, type SafeFixture, testAccounts } from '../test-utils/deploySafeFixture'
import { startAnvil, type TestAnvil } from '../test-utils/startAnvil'
import { buildSafeTransaction } from '../transaction/buildSafeTransaction'
import { encodeExecTransaction } from '../transaction/encodeExecTransaction'
import {
  decodeMultiSendData,
  isMultiSendCalldata,
  MULTI_SEND_SELECTOR,
} from './decodeMultiSendData'
import { decodeSafeCallTree } from './decodeSafeCallTree'
import { encodeMultiSendCall } from './encodeMultiSendCall'
import { encodeMultiSendData } from './encodeMultiSendData'
import { flattenSafeCallTree, listSafeCallProblems } from './flattenSafeCallTree'
import type { SafeCallNode } from './types'

// The real Safe 1.4.1 running the real MultiSend / MultiSendCallOnly 1.4.1 (at their canonical
// addresses) is the oracle: what the chain calls must be what decodeSafeCallTree says.
type SafeTx = { to: Address; value: bigint; data: Hex; operation: Operation }
type Frame = {
  type: string
  to?: string
  input: string
  value?: string
  error?: string
  calls?: Frame[]
}

const owner = testAccounts[0]!
const eoas: Address[] = [
  '0x000000000000000000000000000000000000bEEF',
  '0x1111111111111111111111111111111111111111',
]
const SAFE_BALANCE = 2n ** 200n

let anvil: TestAnvil
let fixture: SafeFixture
let multiSend: Address
let multiSendCallOnly: Address
/** A contract that accepts any call (its code is STOP). */
let sink: Address

beforeAll(async () => {
  anvil = await startAnvil()
  fixture = await deploySafeFixture(anvil.rpcUrl)
  ;({ multiSend, multiSendCallOnly } = await deployCanonicalMultiSends(
    fixture.walletClient,
    fixture.publicClient,
  ))
  sink = await deployRuntimeCode(fixture.walletClient, fixture.publicClient, '0x00')
})

afterAll(async () => {
  await anvil?.stop()
})

async function newSafe(): Promise<Address> {
  const safe = await fixture.deploySafe([owner.address], 1n)
  await fixture.publicClient.request({
    method: 'anvil_setBalance' as never,
    params: [safe, toHex(SAFE_BALANCE)] as never,
  })
  return safe
}

/** execTransaction by the single owner, signed by being the sender. */
function execTransactionData(tx: SafeTx): Hex {
  return encodeExecTransaction(buildSafeTransaction(tx), preValidatedSignature(owner.address))
}

async function execute(safe: Address, tx: SafeTx): Promise<boolean> {
  const hash = await fixture.walletClient.sendTransaction({
    to: safe,
    data: execTransactionData(tx),
    gas: 10_000_000n,
  })
  const receipt = await fixture.publicClient.waitForTransactionReceipt({ hash })
  const events = parseEventLogs({ abi: safeAbi, logs: receipt.logs })
  return events.some((event) => event.eventName === 'ExecutionSuccess')
}

async function trace(safe: Address, tx: SafeTx): Promise<Frame> {
  return fixture.publicClient.request({
    method: 'debug_traceCall' as never,
    params: [
      { from: owner.address, to: safe, data: execTransactionData(tx), gas: toHex(30_000_000) },
      'latest',
      { tracer: 'callTracer' },
    ] as never,
  })
}

describe('attacks the old review did not flag, on Safe 1.4.1', () => {
  it('(a) six nested delegatecalls into MultiSend reach code that replaces the singleton', async () => {
    const safe = await newSafe()
    const newSingleton: Address = '0x000000000000000000000000000000000000dEaD'
    // PUSH20 newSingleton PUSH1 0 SSTORE STOP
    const evil = await deployRuntimeCode(
      fixture.walletClient,
      fixture.publicClient,
      concatHex(['0x73', newSingleton, '0x60005500']),
    )
    let data = encodeMultiSendCall([{ operation: 1, to: evil, value: 0n, data: '0x' }])
    for (let level = 1; level < 6; level++) {
      data = encodeMultiSendCall([{ operation: 1, to: multiSend, value: 0n, data }])
    }
    const tx: SafeTx = { to: multiSend, value: 0n, data, operation: 1 }
    const slot0 = () => fixture.publicClient.getStorageAt({ address: safe, slot: '0x0' })
    expect(await slot0()).toBe(pad(fixture.singleton.toLowerCase() as Hex))

    expect(await execute(safe, tx)).toBe(true)
    expect(await slot0()).toBe(pad(newSingleton.toLowerCase() as Hex))

    // Six levels deep, past the old decoder's silent limit of five: now in the tree, unknown.
    const tree = decodeSafeCallTree(tx)
    const unknownDelegateCalls = flattenSafeCallTree(tree).filter(
      (node) => node.operation === 1 && !isKnownDelegateCallTarget(node.to),
    )
    expect(unknownDelegateCalls).toEqual([
      expect.objectContaining({ to: evil, path: [0, 0, 0, 0, 0, 0] }),
    ])
    expect(listSafeCallProblems(tree)).toEqual([])
    // One level more than the decoder follows is a problem, never silence.
    const deeper = encodeMultiSendCall([{ operation: 1, to: multiSend, value: 0n, data }])
    expect(
      listSafeCallProblems(decodeSafeCallTree({ ...tx, data: deeper }, { maxDepth: 6 })).map(
        (problem) => problem.kind,
      ),
    ).toEqual(['depth-limit'])
  })

  it('(b) a batch cut short enables a module: the contract reads zeros past the end', async () => {
    const safe = await newSafe()
    // The address ends in four zero bytes: the batch leaves them out and MultiSend reads zeros.
    const attacker = getAddress('0xbad0bad0bad0bad0bad0bad0bad0bad000000000')
    const enable = encodeFunctionData({
      abi: safeAbi,
      functionName: 'enableModule',
      args: [attacker],
    })
    const packed = encodeMultiSendData([
      { operation: 0, to: sink, value: 0n, data: '0x' },
      { operation: 0, to: safe, value: 0n, data: enable },
    ])
    const data = encodeFunctionData({
      abi: multiSendAbi,
      functionName: 'multiSend',
      args: [slice(packed, 0, size(packed) - 4)],
    })
    // A delegatecall to the trusted MultiSendCallOnly, calls only: it looks like any batch.
    const tx: SafeTx = { to: multiSendCallOnly, value: 0n, data, operation: 1 }
    const moduleEnabled = () =>
      fixture.publicClient.readContract({
        address: safe,
        abi: safeAbi,
        functionName: 'isModuleEnabled',
        args: [attacker],
      })
    expect(await moduleEnabled()).toBe(false)

    expect(await execute(safe, tx)).toBe(true)
    expect(await moduleEnabled()).toBe(true)

    // The strict decoder the review used gives up on this batch (so nothing was flagged)…
    expect(() => decodeMultiSendData(data)).toThrow('data is truncated')
    // …the tree shows the call as it ran, zeros included, with its problem.
    const tree = decodeSafeCallTree(tx)
    const hidden = tree.children?.[1]
    expect(hidden).toMatchObject({ to: safe, data: enable, path: [1] })
    expect(hidden?.problems.map((problem) => problem.kind)).toEqual(['reads-past-end'])
    expect(getSettingsChangeType(hidden!.data)).toBe('ENABLE_MODULE')
  })
})

// ---- differential: random well-formed and malformed batches, traced on the real contracts ----

const pack = (op: number, to: Address, value: bigint, data: Hex): Hex =>
  concatHex([toHex(op, { size: 1 }), to, pad(toHex(value)), pad(toHex(size(data))), data])

const bytesArb = (maxLength: number) =>
  fc
    .uint8Array({ maxLength })
    .filter((b) => b.length < 4 || toHex(b.slice(0, 4)) !== MULTI_SEND_SELECTOR)
    .map((b): Hex => (b.length ? toHex(b) : '0x'))

/** Junk whose bytes are never zero, so addresses read from it are never precompiles. */
const junkArb = (minLength: number, maxLength: number) =>
  fc
    .tuple(fc.constantFrom(0, 1, 7), fc.uint8Array({ minLength, maxLength }))
    .map(([op, rest]): Hex => toHex(Uint8Array.from([op, ...rest.map((b) => b | 0x40)])))

function entryArb(depth: number): fc.Arbitrary<Hex> {
  const target = fc.constantFrom(() => sink, ...eoas.map((eoa) => () => eoa))
  const plain = fc
    .tuple(
      fc.oneof(
        { weight: 12, arbitrary: fc.constant(0) },
        { weight: 4, arbitrary: fc.constant(1) },
        { weight: 1, arbitrary: fc.integer({ min: 2, max: 255 }) },
      ),
      target,
      fc.bigInt(0n, 1000n),
      bytesArb(70),
    )
    .map(([op, to, value, data]) => pack(op, to(), value, data))
  if (depth >= 2) return plain
  const nested = fc
    .tuple(
      fc.constantFrom(
        { op: 1, to: () => multiSend },
        { op: 0, to: () => multiSendCallOnly },
        { op: 1, to: () => multiSendCallOnly },
        { op: 0, to: () => multiSend },
      ),
      calldataArb(depth + 1),
    )
    .map(([{ op, to }, data]) => pack(op, to(), 0n, data))
  return fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: nested })
}

function calldataArb(depth: number): fc.Arbitrary<Hex> {
  const tail = fc.oneof(
    { weight: 5, arbitrary: fc.constant((packed: Hex) => packed) },
    {
      weight: 2,
      arbitrary: fc
        .integer({ min: 1, max: 120 })
        .map((cut) => (packed: Hex) => slice(packed, 0, Math.max(0, size(packed) - cut))),
    },
    {
      weight: 2,
      arbitrary: junkArb(0, 100).map((junk) => (packed: Hex) => concatHex([packed, junk])),
    },
  )
  const encoding = fc.oneof(
    { weight: 5, arbitrary: fc.constant('canonical') },
    { weight: 1, arbitrary: fc.constantFrom('offset', 'unpadded', 'dirty') },
  )
  return fc
    .tuple(fc.array(entryArb(depth), { maxLength: 4 }), tail, encoding)
    .map(([entries, cut, how]) => encodeBytes(cut(concatHex(['0x', ...entries])), how))
}

function encodeBytes(packed: Hex, how: string): Hex {
  const length = pad(toHex(size(packed)))
  const padding = toHex(new Uint8Array((32 - (size(packed) % 32)) % 32))
  switch (how) {
    case 'offset':
      return concatHex([MULTI_SEND_SELECTOR, pad('0x40'), pad('0xcc'), length, packed, padding])
    case 'unpadded':
      return concatHex([MULTI_SEND_SELECTOR, pad('0x20'), length, packed])
    case 'dirty':
      return concatHex([MULTI_SEND_SELECTOR, pad('0x20'), length, packed, '0xffff', padding])
    default:
      return encodeFunctionData({ abi: multiSendAbi, functionName: 'multiSend', args: [packed] })
  }
}

function findFrame(frame: Frame, node: SafeCallNode): Frame | undefined {
  if (
    frame.type === 'DELEGATECALL' &&
    frame.to === node.to.toLowerCase() &&
    frame.input === node.data.toLowerCase()
  ) {
    return frame
  }
  for (const call of frame.calls ?? []) {
    const found = findFrame(call, node)
    if (found) return found
  }
  return undefined
}

const isRealMultiSend = (address: Address) => address === multiSend || address === multiSendCallOnly
/** Whether the MultiSend loop reverts at this entry instead of making its call. */
const stopsAt = (batch: SafeCallNode, entry: SafeCallNode) =>
  entry.operation > 1 ||
  (entry.operation === 1 && batch.to === multiSendCallOnly) ||
  entry.problems.some((problem) => problem.kind === 'undecodable')

/** The calls a MultiSend frame made are the decoded entries, in order, as far as it got. */
function expectSameCalls(frame: Frame, node: SafeCallNode) {
  if (!node.children) {
    // Not expanded: only a rejected or refused batch, which makes no call at all.
    expect(node.problems.map((problem) => problem.kind)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(malformed|reverts)$/)]),
    )
    expect(frame.error).toBeDefined()
    expect(frame.calls ?? []).toEqual([])
    return
  }
  const calls = frame.calls ?? []
  expect(calls.length).toBeLessThanOrEqual(node.children.length)
  calls.forEach((call, index) => {
    const child = node.children![index]!
    expect(stopsAt(node, child)).toBe(false)
    expect({ type: call.type, to: call.to, input: call.input }).toEqual({
      type: child.operation === 1 ? 'DELEGATECALL' : 'CALL',
      to: child.to.toLowerCase(),
      input: child.data.toLowerCase(),
    })
    if (child.operation === 0) expect(BigInt(call.value ?? 0)).toBe(child.value)
    if (isRealMultiSend(child.to) && isMultiSendCalldata(child.data)) {
      expectSameCalls(call, child)
    }
  })
  if (!frame.error) {
    expect(calls.length).toBe(node.children.length)
    return
  }
  // It reverted: at an entry the decoder says stops it, or because the last call failed (a
  // nested batch that reverted, or a value above the Safe's balance, which is never entered).
  const next = node.children[calls.length]
  const explained =
    (next !== undefined && stopsAt(node, next)) ||
    calls.at(-1)?.error !== undefined ||
    (next !== undefined && next.operation === 0 && next.value > SAFE_BALANCE)
  expect(explained).toBe(true)
}

describe('decodeSafeCallTree against the chain', () => {
  it('says which calls the real MultiSend contracts make, for any batch', async () => {
    const safe = await newSafe()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          () => multiSend,
          () => multiSendCallOnly,
        ),
        calldataArb(0),
        async (root, data) => {
          const tx: SafeTx = { to: root(), value: 0n, data, operation: 1 }
          const tree = decodeSafeCallTree(tx)
          const frame = findFrame(await trace(safe, tx), tree)
          expect(frame).toBeDefined()
          expectSameCalls(frame!, tree)
        },
      ),
      { numRuns: 300 },
    )
  })
})
