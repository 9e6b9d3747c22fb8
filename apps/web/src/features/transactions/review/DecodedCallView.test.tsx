import { encodeMultiSendCall, encodeMultiSendData, SAFE_DEPLOYMENTS, safeAbi } from '@assent/core'
import { createGatewayClient } from '@assent/gateway-client'
import { decodeCallLocally } from '@assent/review'
import { cleanup, screen, within } from '@testing-library/react'
import { encodeFunctionData, getAddress, parseAbi, size, slice } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { testCurrentSafe } from '../../../test-utils/fixtures'
import { renderWithProviders } from '../../../test-utils/renderWithProviders'
import { removeAddressBookEntry, upsertAddressBookEntry } from '../../address-book/addressBookStore'
import { DecodedCallView } from './DecodedCallView'

const safeAddress = getAddress('0x1111111111111111111111111111111111111111')
const bob = getAddress('0x3333333333333333333333333333333333333333')
const { multiSend, multiSendCallOnly } = SAFE_DEPLOYMENTS['1.4.1']
const safe = testCurrentSafe({ address: safeAddress })

function renderCall(call: Parameters<typeof decodeCallLocally>[0]) {
  // The gateway is down: chains stay unknown, which the view must not need.
  const client = createGatewayClient({
    maxRetries: 0,
    fetch: async () => new Response('{"code":503,"message":"down"}', { status: 503 }),
  })
  return renderWithProviders(
    <DecodedCallView call={decodeCallLocally(call, safeAddress)} safe={safe} />,
    { gateway: client },
  )
}

afterEach(() => {
  cleanup()
  removeAddressBookEntry('31337', bob)
})

const byPath = (path: string) =>
  screen
    .getAllByTestId('decoded-action')
    .find((action) => within(action).getAllByTestId('action-path')[0]?.textContent === path)

describe('DecodedCallView', () => {
  it('nests batches and shows a problem in red on the entry it belongs to', () => {
    const enable = encodeFunctionData({
      abi: safeAbi,
      functionName: 'enableModule',
      args: ['0x3333333333333333333333333333333333330000'],
    })
    const cut = encodeMultiSendData([{ operation: 0, to: safeAddress, value: 0n, data: enable }])
    const inner = encodeFunctionData({
      abi: parseAbi(['function multiSend(bytes)']),
      args: [slice(cut, 0, size(cut) - 2)],
    })
    const data = encodeMultiSendCall([
      { operation: 0, to: bob, value: 1n, data: '0x' },
      { operation: 1, to: multiSendCallOnly, value: 0n, data: inner },
    ])
    renderCall({ to: multiSend, value: 0n, operation: 1, data })

    const outer = byPath('#2')!
    const nested = byPath('#2.1')!
    expect(outer.contains(nested)).toBe(true)
    expect(within(nested).getByTestId('method').textContent).toBe('enableModule')
    const problems = screen.getAllByTestId('decode-problems')
    expect(problems).toHaveLength(1)
    expect(problems[0]?.parentElement).toBe(nested)
    expect(problems[0]?.className).toContain('tx-critical')
    expect(problems[0]?.textContent).toContain('2 bytes past the end')
  })

  it('shows every address whole and checksummed, a name only beside it', () => {
    upsertAddressBookEntry({ chainId: '31337', address: bob, name: 'Bob' })
    const data = encodeMultiSendCall([{ operation: 0, to: bob, value: 1n, data: '0x' }])
    renderCall({
      to: multiSendCallOnly.toLowerCase() as `0x${string}`,
      value: 0n,
      operation: 1,
      data,
    })
    expect(screen.getAllByTestId('call-target-address').map((node) => node.textContent)).toEqual([
      multiSendCallOnly,
      bob,
    ])
    const action = byPath('#1')!
    expect(within(action).getByTestId('call-target-name').textContent).toBe(' (Bob)')
    expect(within(action).getByTestId('call-target-address').className).toBe('mono')
  })

  it('names an address parameter from the address book, the whole address beside it', () => {
    upsertAddressBookEntry({ chainId: '31337', address: bob, name: 'Bob' })
    const token = getAddress('0x4444444444444444444444444444444444444444')
    renderCall({
      to: token,
      value: 0n,
      operation: 0,
      data: encodeFunctionData({
        abi: parseAbi(['function transfer(address to, uint256 amount)']),
        args: [bob, 48_750_000_000n],
      }),
    })
    const cell = document.querySelector('[data-param-type="address"]')
    expect(cell?.querySelector('.address-view-name')?.textContent).toBe('Bob')
    expect(cell?.textContent).toContain(bob)
  })
})
