import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { preValidatedSignature } from '@assent/core'
import {
  type ChainInfo,
  createGatewayClient,
  type SafeInfo,
  type TransactionDetails,
  type TransactionSummary,
} from '@assent/gateway-client'
import {
  baseTx,
  chainId,
  detailsOf,
  owners,
  safeAddress,
  safeVersion,
  signSafeTx,
} from '@assent/review/test-utils/fixtures'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import type { Address, Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { shortenAddress } from '../../../components/shortenAddress'
import { GatewayProvider } from '../../../kernel/GatewayProvider'
import { type CurrentSafe, CurrentSafeContext } from '../../safe/SafeContext'
import { MissingSigners } from './MissingSigners'

const addressEx = (value: string) => ({ value, name: null, logoUri: null })
const safe: CurrentSafe = {
  chainId: String(chainId),
  chain: { chainId: String(chainId), shortName: 'devnet' } as ChainInfo,
  address: safeAddress,
  safeInfo: {
    owners: owners.map((o) => addressEx(o.address)),
    threshold: 2,
    version: safeVersion,
  } as unknown as SafeInfo,
  safeParam: `devnet:${safeAddress}`,
}

// A real HTTP gateway serving the row's details, with whatever confirmations it wants to list.
const served = new Map<string, TransactionDetails>()
let server: Server
let baseUrl: string
beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = { 'access-control-allow-origin': req.headers.origin ?? '*' }
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end()
    const id = decodeURIComponent(
      new URL(req.url ?? '/', 'http://x').pathname.split('/').pop() ?? '',
    )
    const details = served.get(id)
    res
      .writeHead(details ? 200 : 404, { ...cors, 'content-type': 'application/json' })
      .end(JSON.stringify(details ?? { code: 404, message: 'Not found' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  cleanup()
  served.clear()
})

/** A queue row whose summary claims `listed.length` confirmations, as the gateway sends it. */
function renderRow(listed: { signer: Address; signature: Hex }[]) {
  const details = detailsOf(baseTx, listed)
  served.set(details.txId, details)
  const listedOwners = new Set(listed.map((l) => l.signer))
  const summary: TransactionSummary = {
    id: details.txId,
    timestamp: 1_700_000_000_000,
    txStatus: 'AWAITING_CONFIRMATIONS',
    txInfo: details.txInfo,
    executionInfo: {
      type: 'MULTISIG',
      nonce: 7,
      confirmationsRequired: 2,
      confirmationsSubmitted: listed.length,
      missingSigners: owners
        .filter((o) => !listedOwners.has(o.address))
        .map((o) => addressEx(o.address)),
    },
  } as TransactionSummary
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <GatewayProvider client={createGatewayClient({ baseUrl })}>
        <CurrentSafeContext.Provider value={safe}>
          <MissingSigners transaction={summary} chainId={safe.chainId} />
        </CurrentSafeContext.Provider>
      </GatewayProvider>
    </QueryClientProvider>,
  )
}

const checked = () =>
  waitFor(() => expect(screen.getByTestId('missing-signers').dataset.checked).toBe('true'))
const missingNames = () =>
  screen.queryAllByTestId('missing-signer-name').map((name) => name.textContent)

describe('MissingSigners', () => {
  it('shows genuine confirmations as verified, nobody missing once the threshold is met', async () => {
    renderRow([
      { signer: owners[0].address, signature: await signSafeTx(owners[0], baseTx) },
      { signer: owners[1].address, signature: await signSafeTx(owners[1], baseTx) },
    ])
    await checked()
    expect(screen.getByTestId('verified-confirmations').textContent).toBe('2 of 2 verified')
    expect(screen.queryByTestId('unverified-confirmations')).toBeNull()
    expect(screen.queryByTestId('invalid-confirmations')).toBeNull()
    expect(missingNames()).toEqual([])
  })

  it('does not take "2 of 2" from a gateway listing fabricated approvals', async () => {
    renderRow([
      { signer: owners[0].address, signature: preValidatedSignature(owners[0].address) },
      { signer: owners[1].address, signature: preValidatedSignature(owners[1].address) },
    ])
    // Before the check, the gateway's word: only owner 2 missing.
    expect(missingNames()).toEqual([shortenAddress(owners[2].address)])
    await checked()
    expect(screen.getByTestId('verified-confirmations').textContent).toBe('0 of 2 verified')
    expect(screen.getByTestId('unverified-confirmations').textContent).toBe('2 unverified')
    expect(missingNames()).toEqual(owners.map((o) => shortenAddress(o.address)))
  })

  it('counts a misattributed signature as invalid, not as the claimed owner', async () => {
    const signature = await signSafeTx(owners[0], baseTx)
    renderRow([
      { signer: owners[0].address, signature },
      { signer: owners[1].address, signature },
    ])
    await checked()
    expect(screen.getByTestId('verified-confirmations').textContent).toBe('1 of 2 verified')
    expect(screen.getByTestId('invalid-confirmations').textContent).toBe('1 invalid')
    expect(missingNames()).toEqual([owners[1], owners[2]].map((o) => shortenAddress(o.address)))
  })
})
