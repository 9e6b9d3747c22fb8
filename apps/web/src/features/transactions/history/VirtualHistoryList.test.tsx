import { act, cleanup, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { HistoryRow } from './historyFilters'
import { VirtualHistoryList } from './VirtualHistoryList'

afterEach(cleanup)

// happy-dom has no layout: give the scroll box a viewport's height and rows their height, as a
// browser would, so the virtualizer sees a real window onto the list.
const sizes = ['offsetHeight', 'clientHeight', 'clientWidth'] as const
const originals = sizes.map(
  (name) =>
    Object.getOwnPropertyDescriptor(Element.prototype, name) ??
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, name),
)
beforeAll(() => {
  for (const name of sizes) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        if (name === 'clientWidth') return 800
        return this.dataset.testid === 'history-scroll' ? 720 : 64
      },
    })
  }
})
afterAll(() => {
  sizes.forEach((name, index) => {
    const descriptor = originals[index]
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor)
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]
  })
})

function makeRows(count: number): HistoryRow[] {
  return Array.from({ length: count }, (_, i) =>
    i % 50 === 0
      ? { type: 'date' as const, key: `d${i}`, timestamp: i }
      : {
          type: 'tx' as const,
          key: `tx${i}`,
          transaction: {
            id: `tx${i}`,
            timestamp: i,
            txStatus: 'SUCCESS',
            txInfo: {
              type: 'Creation',
              creator: { value: '0x1' },
              transactionHash: '0x',
              implementation: null,
              factory: null,
            },
          },
        },
  )
}

describe('VirtualHistoryList', () => {
  it('renders 10,000 rows with only a screenful in the DOM, and scrolls to the end', async () => {
    const rows = makeRows(10_000)
    let endReached = 0
    render(
      <VirtualHistoryList
        rows={rows}
        renderRow={(row) => <span>{row.key}</span>}
        onEndReached={() => {
          endReached++
        }}
      />,
    )
    const rendered = screen.getAllByTestId('history-row')
    expect(rendered.length).toBeGreaterThan(5)
    expect(rendered.length).toBeLessThan(100)
    expect(screen.getByText('d0')).toBeTruthy()
    expect(screen.queryByText('tx9999')).toBeNull()
    // The spacer holds the height of all rows, so the scrollbar is true to the list's length.
    const spacer = screen.getByTestId('history-scroll').firstElementChild as HTMLElement
    expect(Number.parseInt(spacer.style.height, 10)).toBeGreaterThan(9_000 * 40)

    const scroller = screen.getByTestId('history-scroll')
    await act(async () => {
      scroller.scrollTop = Number.parseInt(spacer.style.height, 10)
      scroller.dispatchEvent(new Event('scroll'))
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(screen.getByText('tx9999')).toBeTruthy()
    expect(screen.queryByText('d0')).toBeNull()
    expect(screen.getAllByTestId('history-row').length).toBeLessThan(100)
    expect(endReached).toBeGreaterThan(0)
  })
})
