import type { TransactionDetails } from '@assent/gateway-client'
import { baseTx, detailsOf } from '@assent/review/test-utils/fixtures'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { renderWithProviders } from '../../../test-utils/renderWithProviders'
import {
  serveTransactionDetails,
  transactionIdOf,
} from '../../../test-utils/serveTransactionDetails'
import { startTestHttpServer } from '../../../test-utils/startTestHttpServer'
import { RowDelegateFlag } from '../components/RowDelegateFlag'
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
    act(() => {
      scroller.scrollTop = Number.parseInt(spacer.style.height, 10)
      scroller.dispatchEvent(new Event('scroll'))
    })
    expect(await screen.findByText('tx9999')).toBeTruthy()
    expect(screen.queryByText('d0')).toBeNull()
    expect(screen.getAllByTestId('history-row').length).toBeLessThan(100)
    await waitFor(() => expect(endReached).toBeGreaterThan(0))
  })
})

/**
 * 2,000 history rows: even ones executed multisig transactions (a delegate call each), odd ones
 * incoming transfers, which have no operation to look up.
 */
function makeMixedRows(count: number, details: TransactionDetails[]): HistoryRow[] {
  return Array.from({ length: count }, (_, i) => {
    const multisig = details[i / 2]
    return {
      type: 'tx' as const,
      key: `row${i}`,
      transaction: {
        id: multisig ? multisig.txId : `transfer_0x1_0x${i}_0`,
        timestamp: i,
        txStatus: 'SUCCESS',
        txInfo: {
          type: 'Creation',
          creator: { value: '0x1' },
          transactionHash: '0x',
          implementation: null,
          factory: null,
        },
        executionInfo: multisig
          ? { type: 'MULTISIG', nonce: i, confirmationsRequired: 1, confirmationsSubmitted: 1 }
          : undefined,
      },
    }
  })
}

describe('VirtualHistoryList with delegate-call flags', () => {
  it('loads the details of visible multisig rows only', async () => {
    const details = Array.from({ length: 1_000 }, (_, nonce) => ({
      ...detailsOf(
        {
          ...baseTx,
          to: '0x00000000000000000000000000000000DeaDBeef',
          operation: 1,
          nonce: BigInt(nonce),
        },
        [],
      ),
      txStatus: 'SUCCESS' as const,
    }))
    const byId = new Map(details.map((d) => [d.txId, d]))
    const server = await startTestHttpServer(serveTransactionDetails(byId))
    onTestFinished(server.close)
    const requested = () => server.requests.map(transactionIdOf)
    const rows = makeMixedRows(2_000, details)
    renderWithProviders(
      <VirtualHistoryList
        rows={rows}
        renderRow={(row) =>
          row.type === 'tx' ? (
            <RowDelegateFlag chainId="31337" transaction={row.transaction} />
          ) : null
        }
      />,
      { gateway: server.url },
    )
    const visibleMultisigIds = () =>
      screen
        .getAllByTestId('tx-row-flag')
        .filter((slot) => slot.dataset.delegate !== 'none')
        .map((slot) => slot.closest('[data-index]')?.getAttribute('data-index'))
        .map((index) => rows[Number(index)])
        .flatMap((row) => (row?.type === 'tx' ? [row.transaction.id] : []))
    await waitFor(() =>
      expect(
        screen.getAllByTestId('tx-row-flag').every((slot) => slot.dataset.delegate !== 'pending'),
      ).toBe(true),
    )
    const firstScreen = visibleMultisigIds()
    expect(firstScreen.length).toBeGreaterThan(3)
    expect(requested().sort()).toEqual([...firstScreen].sort())
    expect(screen.getAllByTestId('delegate-flag')).toHaveLength(firstScreen.length)

    const scroller = screen.getByTestId('history-scroll')
    act(() => {
      scroller.scrollTop = 64 * 2_000
      scroller.dispatchEvent(new Event('scroll'))
    })
    await waitFor(() => expect(requested()).toContain(details.at(-1)?.txId))
    // Only the first screen and the last one: nothing for the rows scrolled past or transfers.
    expect(requested().length).toBeLessThan(60)
    expect(requested().every((id) => id.startsWith('multisig_'))).toBe(true)
    expect(requested()).not.toContain(details[500]?.txId)
  })
})
