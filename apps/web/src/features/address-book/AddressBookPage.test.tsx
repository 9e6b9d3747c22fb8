import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testChainInfo } from '../../test-utils/fixtures'
import { renderWithProviders } from '../../test-utils/renderWithProviders'
import { setupTestHttpServer } from '../../test-utils/setupTestHttpServer'
import { AddressBookPage } from './AddressBookPage'
import { ALL_CHAINS, addressBookStore } from './addressBookStore'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// A real HTTP gateway serving two chains, the page's networks.
const gateway = setupTestHttpServer(({ path }) =>
  path.startsWith('/v1/chains')
    ? {
        json: {
          next: null,
          previous: null,
          results: [
            testChainInfo(),
            testChainInfo({ chainId: '1', shortName: 'eth', chainName: 'Ethereum' }),
          ],
        },
      }
    : { status: 404, json: { code: 404, message: 'not served' } },
)

afterEach(() => {
  cleanup()
  localStorage.clear()
})

async function renderPage() {
  renderWithProviders(<AddressBookPage />, { gateway: gateway.url })
  const form = await screen.findByRole('form', { name: 'Add entry' })
  await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(3))
  return form
}

function fill(form: HTMLElement, fields: { name?: string; address?: string; network?: string }) {
  const set = (label: string, value: string | undefined) => {
    if (value !== undefined)
      fireEvent.change(within(form).getByLabelText(label), { target: { value } })
  }
  set('Name', fields.name)
  set('Address', fields.address)
  set('Network', fields.network)
}

const scopes = () => screen.getAllByTestId('address-book-scope').map((cell) => cell.textContent)

describe('AddressBookPage', () => {
  it('adds an entry for all networks, then moves it to one network by editing', async () => {
    const form = await renderPage()
    expect((within(form).getByLabelText('Network') as HTMLSelectElement).value).toBe('31337')
    fill(form, { name: 'Alice', address: alice, network: ALL_CHAINS })
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }))
    expect(addressBookStore.get()).toEqual([{ chainId: ALL_CHAINS, address: alice, name: 'Alice' }])
    await waitFor(() => expect(scopes()).toEqual(['All networks']))

    fireEvent.click(screen.getByRole('button', { name: 'Edit Alice' }))
    const edit = screen.getByRole('form', { name: 'Edit entry' })
    expect((within(edit).getByLabelText('Network') as HTMLSelectElement).value).toBe(ALL_CHAINS)
    fill(edit, { name: 'Alice on devnet', network: '31337' })
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }))
    expect(addressBookStore.get()).toEqual([
      { chainId: '31337', address: alice, name: 'Alice on devnet' },
    ])
    await waitFor(() => expect(scopes()).toEqual(['Assent Devnet']))
  })

  it('lists the all-networks entries on every network, next to its own ones', async () => {
    const form = await renderPage()
    fill(form, { name: 'Everywhere', address: alice, network: ALL_CHAINS })
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }))
    fill(form, { name: 'Only on Ethereum', address: alice, network: '1' })
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(scopes()).toEqual(['All networks']))

    fireEvent.change(screen.getByLabelText('Network', { selector: '.page-header select' }), {
      target: { value: '1' },
    })
    await waitFor(() => expect(scopes()).toEqual(['All networks', 'Ethereum']))
  })

  it('refuses a wrong checksum, saving nothing', async () => {
    const form = await renderPage()
    fill(form, { name: 'Typo', address: alice.replace('f39F', 'F39F') })
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }))
    expect(within(form).getByRole('alert').textContent).toContain('wrong checksum')
    expect(addressBookStore.get()).toEqual([])
  })
})
