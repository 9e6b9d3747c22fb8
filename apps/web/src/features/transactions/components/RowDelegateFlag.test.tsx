import { encodeMultiSendCall, SAFE_DEPLOYMENTS, type SafeTransactionData } from '@assent/core'
import {
  createGatewayClient,
  type TransactionDetails,
  type TransactionSummary,
} from '@assent/gateway-client'
import { baseTx, detailsOf } from '@assent/review/test-utils/fixtures'
import { cleanup, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test-utils/renderWithProviders'
import {
  serveTransactionDetails,
  transactionIdOf,
} from '../../../test-utils/serveTransactionDetails'
import { setupTestHttpServer } from '../../../test-utils/setupTestHttpServer'
import { ROW_DETAILS_CONCURRENCY } from '../hooks/useDelegateCallKind'
import { RowDelegateFlag } from './RowDelegateFlag'

const UNKNOWN = '0x00000000000000000000000000000000DeaDBeef'
const { multiSendCallOnly } = SAFE_DEPLOYMENTS['1.4.1']

/** Details of a queued transaction at `nonce`: a plain call, a batch, or a delegate call. */
function detailsAt(nonce: number, kind: 'call' | 'batch' | 'unknown'): TransactionDetails {
  const tx: SafeTransactionData = { ...baseTx, nonce: BigInt(nonce) }
  if (kind === 'batch') {
    Object.assign(tx, {
      to: multiSendCallOnly,
      value: 0n,
      operation: 1,
      data: encodeMultiSendCall([{ operation: 0, to: baseTx.to, value: 1n, data: '0x' }]),
    })
  }
  if (kind === 'unknown') Object.assign(tx, { to: UNKNOWN, data: '0x12345678', operation: 1 })
  return detailsOf(tx, [])
}

function summaryOf(details: TransactionDetails): Pick<TransactionSummary, 'id' | 'executionInfo'> {
  return {
    id: details.txId,
    executionInfo: {
      type: 'MULTISIG',
      nonce: 0,
      confirmationsRequired: 2,
      confirmationsSubmitted: 0,
    },
  }
}

// A real HTTP gateway serving transaction details; 500 for those it does not know.
const served = new Map<string, TransactionDetails>()
const gateway = setupTestHttpServer(
  serveTransactionDetails(served, { status: 500, json: { code: 500, message: 'Indexer down' } }),
)
const requested = () => gateway.requests.map(transactionIdOf)
beforeEach(() => served.clear())
afterEach(cleanup)

/** Renders `children` over a test gateway whose client counts its requests in flight. */
function renderWithGateway(children: ReactNode) {
  const inFlight = { now: 0, max: 0 }
  const client = createGatewayClient({
    baseUrl: gateway.url,
    fetch: async (input, init) => {
      inFlight.max = Math.max(inFlight.max, ++inFlight.now)
      try {
        return await fetch(input, init)
      } finally {
        inFlight.now--
      }
    },
  })
  return { ...renderWithProviders(children, { gateway: client }), inFlight }
}

function serve(...list: TransactionDetails[]) {
  for (const details of list) served.set(details.txId, details)
  return list
}

const slots = () => screen.getAllByTestId('tx-row-flag')

describe('RowDelegateFlag', () => {
  it('reserves its slot at once and shows the flag when the details arrive', async () => {
    const [unknown, batch, call] = serve(
      detailsAt(1, 'unknown'),
      detailsAt(2, 'batch'),
      detailsAt(3, 'call'),
    )
    renderWithGateway(
      [unknown, batch, call].map((details) =>
        details ? (
          <RowDelegateFlag key={details.txId} chainId="31337" transaction={summaryOf(details)} />
        ) : null,
      ),
    )
    expect(slots().map((slot) => slot.dataset.delegate)).toEqual(['pending', 'pending', 'pending'])
    expect(screen.queryAllByTestId('delegate-flag')).toHaveLength(0)

    await waitFor(() =>
      expect(slots().map((slot) => slot.dataset.delegate)).toEqual(['unknown', 'known', 'none']),
    )
    const flags = screen.getAllByTestId('delegate-flag')
    expect(flags.map((flag) => flag.dataset.severity)).toEqual(['critical', 'neutral'])
    expect(flags[0]?.textContent).toBe('⚠ Delegate call to unknown code')
    expect(flags[1]?.textContent).toBe('Delegate call')
    expect(slots()[2]?.textContent).toBe('')
  })

  it('flags a "rejection" that pays a gas refund, and only that one', async () => {
    const honest = detailsAt(5, 'call')
    const drain = detailsOf(
      {
        ...baseTx,
        nonce: 6n,
        value: 0n,
        baseGas: 9_000_000_000n,
        gasPrice: 10n ** 9n,
        refundReceiver: '0x000000000000000000000000000000000000a77a',
      },
      [],
    )
    serve(honest, drain)
    renderWithGateway(
      <>
        <RowDelegateFlag chainId="31337" transaction={summaryOf(honest)} />
        <RowDelegateFlag chainId="31337" transaction={summaryOf(drain)} />
      </>,
    )
    await waitFor(() => expect(screen.getAllByTestId('refund-flag')).toHaveLength(1))
    expect(slots()[1]?.textContent).toBe('⚠ Pays refund')
    expect(slots()[0]?.textContent).toBe('')
  })

  it('marks a pending proposal by a delegate, and not an executed one', async () => {
    const delegate = '0x000000000000000000000000000000000000De1e'
    const byDelegate = detailsAt(7, 'call')
    const byOwner = detailsAt(8, 'call')
    const executed = detailsAt(9, 'call')
    for (const details of [byDelegate, executed]) {
      if (details.detailedExecutionInfo?.type !== 'MULTISIG') throw new Error('not multisig')
      details.detailedExecutionInfo.proposedByDelegate = { value: delegate }
    }
    executed.txStatus = 'SUCCESS'
    serve(byDelegate, byOwner, executed)
    renderWithGateway(
      [byDelegate, byOwner, executed].map((details) => (
        <RowDelegateFlag key={details.txId} chainId="31337" transaction={summaryOf(details)} />
      )),
    )
    await waitFor(() => expect(screen.getAllByTestId('proposed-by-delegate-flag')).toHaveLength(1))
    await waitFor(() =>
      expect(slots().map((slot) => slot.dataset.delegate)).toEqual(['none', 'none', 'none']),
    )
    expect(slots()[0]?.textContent).toBe('By delegate')
    expect(screen.getByTestId('proposed-by-delegate-flag').getAttribute('title')).toContain(
      delegate,
    )
    expect(slots()[1]?.textContent).toBe('')
    expect(slots()[2]?.textContent).toBe('')
  })

  it('asks nothing for rows that are not multisig transactions', async () => {
    const { queryClient } = renderWithGateway(
      <>
        <RowDelegateFlag chainId="31337" transaction={{ id: 'transfer_0x1_0x2_0' }} />
        <RowDelegateFlag
          chainId="31337"
          transaction={{
            id: 'module_0x1_0x2_0',
            executionInfo: { type: 'MODULE', address: { value: UNKNOWN } },
          }}
        />
      </>,
    )
    expect(slots().map((slot) => slot.dataset.delegate)).toEqual(['none', 'none'])
    // A read would have started with the rows' mount: nothing is being fetched.
    expect(queryClient.isFetching()).toBe(0)
    expect(requested()).toEqual([])
  })

  it('says the operation is unavailable when the details cannot be loaded', async () => {
    renderWithGateway(
      <RowDelegateFlag chainId="31337" transaction={summaryOf(detailsAt(4, 'unknown'))} />,
    )
    await waitFor(() => expect(slots()[0]?.dataset.delegate).toBe('unavailable'))
    expect(screen.queryByTestId('delegate-flag')).toBeNull()
  })

  it(`loads at most ${ROW_DETAILS_CONCURRENCY} details at once and each transaction once`, async () => {
    const list = serve(...Array.from({ length: 12 }, (_, i) => detailsAt(10 + i, 'unknown')))
    const { inFlight } = renderWithGateway(
      // Every transaction twice, as when a list and a preview show the same row.
      [...list, ...list].map((details, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same transaction appears twice
        <RowDelegateFlag key={index} chainId="31337" transaction={summaryOf(details)} />
      )),
    )
    await waitFor(() =>
      expect(slots().every((slot) => slot.dataset.delegate === 'unknown')).toBe(true),
    )
    expect(inFlight.max).toBeLessThanOrEqual(ROW_DETAILS_CONCURRENCY)
    expect(inFlight.max).toBeGreaterThan(1)
    expect(requested().sort()).toEqual(list.map((details) => details.txId).sort())
  })

  it('a queued row remounted mid-fetch (the wallet stack arriving) asks once; a history row that leaves drops its fetch', async () => {
    const [queued, executed] = serve(detailsAt(8, 'call'), detailsAt(9, 'call'))
    if (!queued || !executed) throw new Error('fixtures')
    const row = (key: string, txStatus: string, details: TransactionDetails) => (
      <RowDelegateFlag
        key={key}
        chainId="31337"
        transaction={{ ...summaryOf(details), txStatus }}
      />
    )
    const view = renderWithProviders(row('a', 'AWAITING_CONFIRMATIONS', queued), {
      gateway: gateway.url,
    })
    view.rerender(row('b', 'AWAITING_CONFIRMATIONS', queued))
    await waitFor(() => expect(slots()[0]?.dataset.delegate).toBe('none'))
    expect(requested().filter((id) => id === queued.txId)).toHaveLength(1)

    view.rerender(row('c', 'SUCCESS', executed))
    view.rerender(row('d', 'SUCCESS', executed))
    await waitFor(() => expect(slots()[0]?.dataset.delegate).toBe('none'))
    // Aborted and asked again: scrolled-away history rows must not keep the limiter busy.
    await waitFor(() => expect(requested().filter((id) => id === executed.txId)).toHaveLength(2))
  })
})
