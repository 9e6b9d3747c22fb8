import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildQueuePage, type QueueItem } from './queue'

type Tx = { nonce: bigint; id: string }

const txs = (...nonces: number[]): Tx[] => nonces.map((n, i) => ({ nonce: BigInt(n), id: `t${i}` }))

/** Compact rendering of a page so expectations read like the spec. */
function render(items: QueueItem<Tx>[]): string[] {
  return items.map((item) => {
    if (item.type === 'LABEL') return `label:${item.label}`
    if (item.type === 'CONFLICT_HEADER') return `header:${item.nonce}`
    return `${item.transaction.id}@${item.transaction.nonce}:${item.conflictType}`
  })
}

describe('buildQueuePage', () => {
  it('labels Next and Queued and marks lone txs None', () => {
    expect(render(buildQueuePage(txs(5, 6, 7), 5n, 0, 20))).toEqual([
      'label:Next',
      't0@5:None',
      'label:Queued',
      't1@6:None',
      't2@7:None',
    ])
  })

  it('puts a conflict header before a group and types its txs HasNext…End', () => {
    expect(render(buildQueuePage(txs(5, 5, 5, 6), 5n, 0, 20))).toEqual([
      'label:Next',
      'header:5',
      't0@5:HasNext',
      't1@5:HasNext',
      't2@5:End',
      'label:Queued',
      't3@6:None',
    ])
  })

  it('starts with Queued when no tx has the Safe nonce', () => {
    expect(render(buildQueuePage(txs(7, 7, 9), 5n, 0, 20))).toEqual([
      'label:Queued',
      'header:7',
      't0@7:HasNext',
      't1@7:End',
      't2@9:None',
    ])
  })

  it('gives a group that continues on the next page a header, and none to its continuation', () => {
    const all = txs(5, 6, 6, 6, 7)
    expect(render(buildQueuePage(all, 5n, 0, 2))).toEqual([
      'label:Next',
      't0@5:None',
      'label:Queued',
      'header:6',
      't1@6:HasNext',
    ])
    expect(render(buildQueuePage(all, 5n, 2, 2))).toEqual(['t2@6:HasNext', 't3@6:End'])
    expect(render(buildQueuePage(all, 5n, 4, 2))).toEqual(['t4@7:None'])
  })

  it('gives a last tx alone on the next page End and a header when its group started before', () => {
    const all = txs(5, 5)
    expect(render(buildQueuePage(all, 5n, 0, 1))).toEqual([
      'label:Next',
      'header:5',
      't0@5:HasNext',
    ])
    expect(render(buildQueuePage(all, 5n, 1, 1))).toEqual(['t1@5:End'])
  })

  it('puts Queued on the page where the first group above the Safe nonce starts', () => {
    const all = txs(5, 5, 6, 7)
    expect(render(buildQueuePage(all, 5n, 0, 2))).toEqual([
      'label:Next',
      'header:5',
      't0@5:HasNext',
      't1@5:End',
    ])
    expect(render(buildQueuePage(all, 5n, 2, 2))).toEqual([
      'label:Queued',
      't2@6:None',
      't3@7:None',
    ])
  })

  it('returns nothing past the end and for an empty queue', () => {
    expect(buildQueuePage(txs(5), 5n, 1, 20)).toEqual([])
    expect(buildQueuePage([], 5n, 0, 20)).toEqual([])
  })

  it('accepts a window of the list with its neighbours', () => {
    const all = txs(5, 6, 6, 6, 7)
    const full = buildQueuePage(all, 5n, 2, 2)
    const window = buildQueuePage(all.slice(1, 5), 5n, 1, 2)
    expect(window).toEqual(full)
  })

  it('holds the queue invariants for any queue and page size (property)', () => {
    const queueArbitrary = fc
      .tuple(
        fc.bigInt({ min: 0n, max: 50n }),
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
      )
      .map(([safeNonce, offsets, limit]) => {
        const sorted = [...offsets].sort((a, b) => a - b)
        const all = sorted.map((o, i) => ({ nonce: safeNonce + BigInt(o), id: `t${i}` }))
        return { safeNonce, all, limit }
      })
    fc.assert(
      fc.property(queueArbitrary, ({ safeNonce, all, limit }) => {
        const pages: QueueItem<Tx>[][] = []
        for (let offset = 0; offset < all.length; offset += limit) {
          pages.push(buildQueuePage(all, safeNonce, offset, limit))
        }
        const flat = pages.flat()
        // Every tx exactly once, in order.
        const seen = flat.flatMap((i) => (i.type === 'TRANSACTION' ? [i.transaction] : []))
        expect(seen).toEqual(all)
        for (const page of pages) {
          const labels = page.filter((i) => i.type === 'LABEL').map((i) => i.label)
          expect(labels.filter((l) => l === 'Next').length).toBeLessThanOrEqual(1)
          expect(labels.filter((l) => l === 'Queued').length).toBeLessThanOrEqual(1)
        }
        const groups = new Map<bigint, number>()
        for (const tx of all) groups.set(tx.nonce, (groups.get(tx.nonce) ?? 0) + 1)
        const labels = flat.flatMap((i) => (i.type === 'LABEL' ? [i.label] : []))
        expect(labels.filter((l) => l === 'Next').length).toBe(groups.has(safeNonce) ? 1 : 0)
        const anyQueued = all.some((tx) => tx.nonce > safeNonce)
        expect(labels.filter((l) => l === 'Queued').length).toBe(anyQueued ? 1 : 0)
        const headers = flat.flatMap((i) => (i.type === 'CONFLICT_HEADER' ? [BigInt(i.nonce)] : []))
        expect(headers).toEqual([...groups].filter(([, size]) => size > 1).map(([n]) => n))
        // Each label and header is followed by a tx of the group it announces.
        flat.forEach((item, index) => {
          if (item.type === 'TRANSACTION') return
          const nextTx = flat.slice(index + 1).find((i) => i.type === 'TRANSACTION')
          expect(nextTx).toBeDefined()
          if (nextTx?.type !== 'TRANSACTION') return
          if (item.type === 'CONFLICT_HEADER')
            expect(BigInt(item.nonce)).toBe(nextTx.transaction.nonce)
          else if (item.label === 'Next') expect(nextTx.transaction.nonce).toBe(safeNonce)
          else expect(nextTx.transaction.nonce > safeNonce).toBe(true)
        })
        // Conflict types: None for a lone tx, HasNext… then End for a group.
        for (const [nonce, size] of groups) {
          const types = flat.flatMap((i) =>
            i.type === 'TRANSACTION' && i.transaction.nonce === nonce ? [i.conflictType] : [],
          )
          const expected = size === 1 ? ['None'] : [...Array(size - 1).fill('HasNext'), 'End']
          expect(types).toEqual(expected)
        }
        // Header of a group that spans pages is on the page where it starts, never repeated.
        for (const page of pages) {
          const first = page.find((i) => i.type !== 'LABEL')
          const firstTx = page.find((i) => i.type === 'TRANSACTION')
          if (first?.type === 'TRANSACTION' && firstTx?.type === 'TRANSACTION') {
            const before = all[all.indexOf(firstTx.transaction) - 1]
            if ((groups.get(firstTx.transaction.nonce) ?? 0) > 1) {
              expect(before?.nonce).toBe(firstTx.transaction.nonce)
            }
          }
        }
      }),
      { numRuns: 500 },
    )
  })
})
