import {
  getSafeMessageTypedData,
  preValidatedSignature,
  safeMessageHash,
  safeTxDomainHash,
} from '@assent/core'
import { createGatewayClient, type SafeMessage } from '@assent/gateway-client'
import { owners, safeAddress } from '@assent/review/test-utils/fixtures'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { type Address, type Hex, keccak256 } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { chainListQueryOptions } from '../../chains/useChains'
import { createTestQueryClient } from '../../test-utils/createTestQueryClient'
import { addressEx, testCurrentSafe } from '../../test-utils/fixtures'
import { renderWithProviders } from '../../test-utils/renderWithProviders'
import { MessageItem } from './MessageItem'

const safe = testCurrentSafe({
  address: safeAddress,
  owners: owners.map((o) => o.address),
  threshold: 2,
})
const text = 'Sign in to example.org'
const params = { chainId: 31337n, safeAddress, safeVersion: '1.4.1', message: text }
const typedData = getSafeMessageTypedData(params)
const sign = (owner: (typeof owners)[number]) => owner.signTypedData(typedData)

/** What a gateway lists: "CONFIRMED, 2 of 2", whatever the signatures are. */
function gatewaySays(
  confirmations: { owner: Address; signature: Hex }[],
  content = text,
): SafeMessage {
  return {
    type: 'MESSAGE',
    messageHash: safeMessageHash({ ...params, message: content }),
    status: 'CONFIRMED',
    logoUri: null,
    name: null,
    message: content,
    creationTimestamp: 1_700_000_000_000,
    modifiedTimestamp: 1_700_000_000_000,
    confirmationsSubmitted: confirmations.length,
    confirmationsRequired: 2,
    proposedBy: addressEx(owners[0].address),
    confirmations: confirmations.map((c) => ({
      owner: addressEx(c.owner),
      signature: c.signature,
    })),
    preparedSignature: '0xbeef',
  }
}

afterEach(cleanup)

function renderItem(message: SafeMessage) {
  const gateway = createGatewayClient({ baseUrl: 'https://gateway.invalid' })
  const queryClient = createTestQueryClient()
  // A gateway that knows no chains: names and explorers stay unknown, nothing is fetched.
  queryClient.setQueryData(chainListQueryOptions(gateway).queryKey, [])
  renderWithProviders(<MessageItem message={message} />, {
    queryClient,
    gateway,
    safe,
  })
}
const checked = () =>
  waitFor(() => expect(screen.getByTestId('message-status').dataset.checked).toBe('true'))
const signerStatuses = () =>
  screen.getAllByTestId('message-signer-status').map((badge) => badge.textContent)

describe('MessageItem', () => {
  it('shows a message genuinely signed by two owners as confirmed, with its signature', async () => {
    renderItem(
      gatewaySays([
        { owner: owners[0].address, signature: await sign(owners[0]) },
        { owner: owners[1].address, signature: await sign(owners[1]) },
      ]),
    )
    await checked()
    expect(screen.getByTestId('message-status').textContent).toBe('CONFIRMED')
    expect(screen.getByTestId('message-confirmations').textContent).toBe('2 of 2')
    expect(signerStatuses()).toEqual(['verified', 'verified'])
    expect(screen.queryAllByTestId('message-notice')).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Copy signature' })).toBeTruthy()
  })

  it('shows the domain and message hash a device signs, from the content, not the gateway', async () => {
    // A gateway naming another hash: the device hashes still come from the content itself.
    renderItem({ ...gatewaySays([]), messageHash: `0x${'ab'.repeat(32)}` })
    expect(screen.getByTestId('message-hash-mismatch')).toBeTruthy()
    const domainHash = screen.getByTestId('device-domain-hash').textContent?.split(' ')[0] ?? ''
    const messageHash = screen.getByTestId('device-message-hash').textContent?.split(' ')[0] ?? ''
    expect(domainHash).toBe(safeTxDomainHash(params))
    expect(keccak256(`0x1901${domainHash.slice(2)}${messageHash.slice(2)}`)).toBe(
      safeMessageHash(params),
    )
    expect(screen.getByTestId('device-hashes-note').textContent).toMatch(
      /^Compare these on your device/,
    )
  })

  it('does not show "CONFIRMED" or a signature for fabricated confirmations', async () => {
    renderItem(
      gatewaySays(
        [owners[0], owners[1]].map((o) => ({
          owner: o.address,
          signature: preValidatedSignature(o.address),
        })),
      ),
    )
    // Before the check, never "CONFIRMED" either.
    expect(screen.getByTestId('message-status').textContent).toBe('NEEDS_CONFIRMATION')
    await checked()
    expect(screen.getByTestId('message-status').textContent).toBe('NEEDS_CONFIRMATION')
    expect(screen.getByTestId('message-confirmations').textContent).toBe('0 of 2')
    expect(screen.getByTestId('message-gateway-confirmations').textContent).toContain('2')
    expect(signerStatuses()).toEqual([
      'unverified — not proven on chain',
      'unverified — not proven on chain',
    ])
    expect(screen.getAllByTestId('message-notice').map((notice) => notice.dataset.code)).toEqual([
      'unverified-confirmations',
      'proposer-not-signed',
    ])
    expect(screen.queryByRole('button', { name: 'Copy signature' })).toBeNull()
  })

  it('marks a signature attributed to the wrong owner invalid', async () => {
    const signature = await sign(owners[0])
    renderItem(
      gatewaySays([
        { owner: owners[0].address, signature },
        { owner: owners[1].address, signature },
      ]),
    )
    await checked()
    expect(signerStatuses()).toEqual(['verified', 'invalid'])
    expect(screen.getByTestId('message-confirmations').textContent).toBe('1 of 2')
  })

  it('flags a bare hash: its word to type while Confirm is offered, the box alone after', async () => {
    const hash = `0x${'77'.repeat(32)}` as Hex
    const typed = getSafeMessageTypedData({ ...params, message: hash })
    const first = await owners[0].signTypedData(typed)
    renderItem(gatewaySays([{ owner: owners[0].address, signature: first }], hash))
    await checked()
    expect(screen.getByTestId('risk-blind-hash').textContent).toContain(`Hash: ${hash}`)
    expect(screen.getByTestId('ack-blind-hash')).toBeTruthy()
    cleanup()
    const second = await owners[1].signTypedData(typed)
    renderItem(
      gatewaySays(
        [
          { owner: owners[0].address, signature: first },
          { owner: owners[1].address, signature: second },
        ],
        hash,
      ),
    )
    await checked()
    expect(screen.getByTestId('message-status').textContent).toBe('CONFIRMED')
    expect(screen.getByTestId('risk-blind-hash')).toBeTruthy()
    expect(screen.queryByTestId('ack-blind-hash')).toBeNull()
  })
})
