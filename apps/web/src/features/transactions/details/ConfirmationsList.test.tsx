import { buildSignatureBytes, preValidatedSignature } from '@assent/core'
import { createGatewayClient, type MultisigExecutionDetails } from '@assent/gateway-client'
import { verifyTransaction } from '@assent/review'
import {
  baseTx,
  chainId,
  detailsOf,
  owners,
  safeAddress,
  safeVersion,
  signSafeTx,
} from '@assent/review/test-utils/fixtures'
import { cleanup, screen } from '@testing-library/react'
import type { Address, Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { chainListQueryOptions } from '../../../chains/useChains'
import { createTestQueryClient } from '../../../test-utils/createTestQueryClient'
import { testCurrentSafe } from '../../../test-utils/fixtures'
import { renderWithProviders } from '../../../test-utils/renderWithProviders'
import { ConfirmationsList } from './ConfirmationsList'

const safe = testCurrentSafe({
  address: safeAddress,
  owners: owners.map((o) => o.address),
  threshold: 2,
  safeInfo: { version: safeVersion },
})

afterEach(cleanup)

/** Renders the list of what a gateway listed, with the checks verifyTransaction made (no RPC). */
async function renderListed(listed: { signer: Address; signature: Hex }[]) {
  const details = detailsOf(baseTx, listed)
  const verification = await verifyTransaction({
    details,
    chainId,
    safeAddress,
    safeVersion,
    owners: owners.map((o) => o.address),
    client: undefined,
  })
  const gateway = createGatewayClient({ baseUrl: 'https://gateway.invalid' })
  const queryClient = createTestQueryClient()
  // A gateway that knows no chains: names and explorers stay unknown, nothing is fetched.
  queryClient.setQueryData(chainListQueryOptions(gateway).queryKey, [])
  renderWithProviders(
    <ConfirmationsList
      execution={details.detailedExecutionInfo as MultisigExecutionDetails}
      checks={verification.confirmations}
      safe={safe}
      pending
    />,
    { queryClient, gateway },
  )
}

const statuses = () =>
  screen.getAllByTestId('confirmation').map((row) => [row.dataset.status, row.textContent])
const notices = () => screen.queryAllByTestId('confirmation-notice').map((n) => n.dataset.code)
const signed = async (index: 0 | 1 | 2) => ({
  signer: owners[index].address,
  signature: await signSafeTx(owners[index], baseTx),
})

describe('ConfirmationsList', () => {
  it('shows genuine confirmations as verified and counts them, without false alarms', async () => {
    await renderListed([await signed(0), await signed(1)])
    expect(screen.getByTestId('details-confirmations').textContent).toBe('2 of 2 verified')
    expect(statuses().map(([status]) => status)).toEqual(['verified', 'verified'])
    expect(screen.getAllByTestId('confirmation-status').map((b) => b.textContent)).toEqual([
      'verified',
      'verified',
    ])
    expect(notices()).toEqual([])
    expect(screen.queryByTestId('gateway-confirmations')).toBeNull()
    expect(screen.queryByTestId('bad-signature')).toBeNull()
    expect(screen.getAllByTestId('missing-signer')).toHaveLength(1)
  })

  it('does not count fabricated approvals and contract signatures: "unverified", owners still missing', async () => {
    await renderListed([
      { signer: owners[1].address, signature: preValidatedSignature(owners[1].address) },
      {
        signer: owners[2].address,
        signature: buildSignatureBytes([
          { signer: owners[2].address, data: '0xdeadbeef', dynamic: true },
        ]),
      },
    ])
    expect(screen.getByTestId('details-confirmations').textContent).toBe('0 of 2 verified')
    expect(screen.getByTestId('gateway-confirmations').textContent).toContain('the gateway lists 2')
    expect(screen.getAllByTestId('confirmation-status').map((b) => b.textContent)).toEqual([
      'unverified — not proven on chain',
      'unverified — not proven on chain',
    ])
    expect(notices()).toEqual(['unverified-confirmations', 'proposer-not-signed'])
    expect(screen.getAllByTestId('missing-signer')).toHaveLength(3)
  })

  it('counts an owner listed twice once and marks a misattributed signature invalid', async () => {
    const owner0 = await signed(0)
    await renderListed([owner0, owner0, { ...owner0, signer: owners[1].address }])
    expect(screen.getByTestId('details-confirmations').textContent).toBe('1 of 2 verified')
    expect(statuses().map(([status]) => status)).toEqual(['verified', 'verified', 'invalid'])
    expect(screen.getAllByTestId('duplicate-confirmation')).toHaveLength(1)
    expect(screen.getByTestId('bad-signature').textContent).toBe('invalid')
    expect(notices()).toContain('duplicate-signers')
  })

  it('labels a transaction nobody confirmed', async () => {
    await renderListed([])
    expect(screen.getByTestId('details-confirmations').textContent).toBe('0 of 2 verified')
    expect(notices()).toEqual(['no-confirmations', 'proposer-not-signed'])
  })
})
