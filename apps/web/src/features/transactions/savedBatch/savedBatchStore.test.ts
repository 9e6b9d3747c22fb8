import { Operation, SAFE_DEPLOYMENTS } from '@assent/core'
import { decodeCallLocally } from '@assent/review'
import type { Address } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { batchActionsOf } from './batchActionsOf'
import { buildSavedBatchDraft } from './buildSavedBatchDraft'
import {
  addToSavedBatch,
  clearSavedBatch,
  forgetDroppedItems,
  moveInSavedBatch,
  type NewBatchAction,
  readSavedBatch,
  removeFromSavedBatch,
  SAVED_BATCH_LIMIT,
  savedBatchKey,
} from './savedBatchStore'

const SAFE: Address = '0x0F95b77005495D7BB0eD4F788FD6aD607D367658'
const owner = { chainId: '31337', address: SAFE } as const
const ALICE: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const send: NewBatchAction = { title: 'Send 1 ETH', to: ALICE, value: 10n ** 18n, data: '0x' }
const call: NewBatchAction = { title: 'Call', to: BOB, value: 0n, data: '0xa9059cbb' }
const titles = () => readSavedBatch(owner).items.map((item) => item.title)

afterEach(() => localStorage.clear())

describe('the saved batch', () => {
  it('keeps actions per Safe and chain, whatever the address case', () => {
    addToSavedBatch(owner, [send, call])
    const { items, dropped } = readSavedBatch({
      chainId: '31337',
      address: SAFE.toLowerCase() as `0x${string}`,
    })
    expect(dropped).toBe(0)
    expect(items.map(({ to, value, data }) => ({ to, value, data }))).toEqual([
      { to: ALICE, value: '1000000000000000000', data: '0x' },
      { to: BOB, value: '0', data: '0xa9059cbb' },
    ])
    expect(readSavedBatch({ chainId: '1', address: SAFE }).items).toEqual([])
    expect(readSavedBatch({ chainId: '31337', address: ALICE }).items).toEqual([])
  })

  it('moves actions up and down, and not past either end', () => {
    addToSavedBatch(owner, [send, call, { ...send, title: 'Third' }])
    const [first, second] = readSavedBatch(owner).items
    if (!first || !second) throw new Error('two items expected')
    moveInSavedBatch(owner, second.id, -1)
    expect(titles()).toEqual(['Call', 'Send 1 ETH', 'Third'])
    moveInSavedBatch(owner, second.id, -1)
    expect(titles()).toEqual(['Call', 'Send 1 ETH', 'Third'])
    moveInSavedBatch(owner, first.id, 1)
    expect(titles()).toEqual(['Call', 'Third', 'Send 1 ETH'])
    moveInSavedBatch(owner, first.id, 1)
    expect(titles()).toEqual(['Call', 'Third', 'Send 1 ETH'])
  })

  it('removes one action, and clears only what was proposed', () => {
    addToSavedBatch(owner, [send, call])
    const proposed = readSavedBatch(owner).items.map((item) => item.id)
    const [first] = proposed
    removeFromSavedBatch(owner, first ?? '')
    expect(titles()).toEqual(['Call'])
    addToSavedBatch(owner, [{ ...send, title: 'Added meanwhile' }])
    clearSavedBatch(owner, proposed)
    expect(titles()).toEqual(['Added meanwhile'])
    clearSavedBatch(owner)
    expect(localStorage.getItem(savedBatchKey(owner))).toBeNull()
  })

  it('drops a corrupt entry with a count and keeps the others', () => {
    addToSavedBatch(owner, [send])
    const stored = JSON.parse(localStorage.getItem(savedBatchKey(owner)) ?? '[]')
    localStorage.setItem(
      savedBatchKey(owner),
      JSON.stringify([...stored, { id: 'x', title: 'Bad', to: 'nowhere', value: '1', data: '0x' }]),
    )
    expect(readSavedBatch(owner)).toMatchObject({ items: [{ title: 'Send 1 ETH' }], dropped: 1 })
    forgetDroppedItems(owner)
    expect(readSavedBatch(owner)).toMatchObject({ items: [{ title: 'Send 1 ETH' }], dropped: 0 })

    localStorage.setItem(savedBatchKey(owner), '{not json')
    expect(readSavedBatch(owner)).toEqual({ items: [], dropped: 1 })
    localStorage.setItem(savedBatchKey(owner), '{"items":[]}')
    expect(readSavedBatch(owner)).toEqual({ items: [], dropped: 1 })
  })

  it(`refuses more than ${SAVED_BATCH_LIMIT} actions`, () => {
    addToSavedBatch(
      owner,
      Array.from({ length: SAVED_BATCH_LIMIT }, () => send),
    )
    expect(() => addToSavedBatch(owner, [call])).toThrow(
      `A batch holds at most ${SAVED_BATCH_LIMIT} actions; this one has ${SAVED_BATCH_LIMIT}. Review it first.`,
    )
  })
})

describe('buildSavedBatchDraft', () => {
  it("is one DELEGATE call to the MultiSendCallOnly of the Safe's version, actions in order", () => {
    addToSavedBatch(owner, [call, send])
    const draft = buildSavedBatchDraft(readSavedBatch(owner).items, '1.3.0+L2')
    expect(draft.title).toBe('Batch of 2 actions')
    expect(draft.call.to).toBe(SAFE_DEPLOYMENTS['1.3.0'].multiSendCallOnly)
    expect(draft.call.operation).toBe(Operation.DELEGATE)
    const decoded = decodeCallLocally(draft.call, SAFE)
    expect(decoded.actions?.map((action) => [action.to, action.value, action.operation])).toEqual([
      [BOB, 0n, 0],
      [ALICE, 10n ** 18n, 0],
    ])
  })

  it('refuses a Safe without MultiSendCallOnly and an empty batch', () => {
    addToSavedBatch(owner, [send])
    expect(() => buildSavedBatchDraft(readSavedBatch(owner).items, '1.1.1')).toThrow(
      /needs a Safe 1.3.0 or 1.4.1/,
    )
    expect(() => buildSavedBatchDraft([], '1.4.1')).toThrow(
      'The batch is empty: add an action first.',
    )
  })
})

describe('batchActionsOf', () => {
  const draft = {
    title: 'Send 1 ETH to Alice',
    call: { to: ALICE, value: 1n, data: '0x' as const, operation: Operation.CALL },
  }

  it("adds a flow's one call with its title", () => {
    expect(batchActionsOf({ kind: 'send' }, draft)).toEqual({
      actions: [{ title: 'Send 1 ETH to Alice', to: ALICE, value: 1n, data: '0x' }],
    })
  })

  it("adds each call of a Safe App's request, naming the app", () => {
    const origin = { name: 'Demo app', url: 'http://localhost/app' }
    const result = batchActionsOf(
      {
        kind: 'calls',
        origin,
        txs: [
          { to: ALICE, value: '5', data: '0x' },
          { to: BOB, value: 0n, data: '0x1234' },
        ],
      },
      draft,
    )
    expect(result).toEqual({
      actions: [
        { title: 'Call 1 of 2 from Demo app', to: ALICE, value: 5n, data: '0x', origin },
        { title: 'Call 2 of 2 from Demo app', to: BOB, value: 0n, data: '0x1234', origin },
      ],
    })
  })

  it('refuses delegate calls, rejections and the batch itself', () => {
    expect(
      batchActionsOf(
        { kind: 'payouts' },
        { ...draft, call: { ...draft.call, operation: Operation.DELEGATE } },
      ),
    ).toHaveProperty('reason')
    expect(
      batchActionsOf(
        { kind: 'calls', txs: [{ to: BOB, value: '0', data: '0x', operation: 1 }] },
        draft,
      ),
    ).toEqual({ reason: 'A delegate call cannot be added to a batch.' })
    expect(batchActionsOf({ kind: 'reject', nonce: 3 }, { ...draft, nonce: 3 })).toHaveProperty(
      'reason',
    )
    expect(batchActionsOf({ kind: 'savedBatch', draft }, draft)).toHaveProperty('reason')
  })
})
