import { buildSignatureBytes, preValidatedSignature } from '@assent/core'
import {
  type ChainInfo,
  createGatewayClient,
  type MultisigExecutionDetails,
  type SafeInfo,
} from '@assent/gateway-client'
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
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import type { Address, Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { chainListQueryOptions } from '../../../chains/useChains'
import { GatewayProvider } from '../../../kernel/GatewayProvider'
import type { CurrentSafe } from '../../safe/SafeContext'
import { ConfirmationsList } from './ConfirmationsList'

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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // A gateway that knows no chains: names and explorers stay unknown, nothing is fetched.
  queryClient.setQueryData(chainListQueryOptions(gateway).queryKey, [])
  render(
    <QueryClientProvider client={queryClient}>
      <GatewayProvider client={gateway}>
        <ConfirmationsList
          execution={details.detailedExecutionInfo as MultisigExecutionDetails}
          checks={verification.confirmations}
          safe={safe}
          pending
        />
      </GatewayProvider>
    </QueryClientProvider>,
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
