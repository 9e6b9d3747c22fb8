import { preValidatedSignature } from '@assent/core'
import type { TransactionDetails, TransactionSummary } from '@assent/gateway-client'
import {
  baseTx,
  detailsOf,
  owners,
  safeAddress,
  safeVersion,
  signSafeTx,
} from '@assent/review/test-utils/fixtures'
import { cleanup, screen, waitFor } from '@testing-library/react'
import type { Address, Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { shortenAddress } from '../../../components/shortenAddress'
import { addressEx, testCurrentSafe } from '../../../test-utils/fixtures'
import { renderWithProviders } from '../../../test-utils/renderWithProviders'
import { serveTransactionDetails } from '../../../test-utils/serveTransactionDetails'
import { setupTestHttpServer } from '../../../test-utils/setupTestHttpServer'
import { MissingSigners } from './MissingSigners'

const safe = testCurrentSafe({
  address: safeAddress,
  owners: owners.map((o) => o.address),
  threshold: 2,
  safeInfo: { version: safeVersion },
})

// A real HTTP gateway serving the row's details, with whatever confirmations it wants to list.
const served = new Map<string, TransactionDetails>()
const gateway = setupTestHttpServer(serveTransactionDetails(served))
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
  renderWithProviders(<MissingSigners transaction={summary} chainId={safe.chainId} />, {
    gateway: gateway.url,
    safe,
  })
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
