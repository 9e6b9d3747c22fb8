import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { parseAbi } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { upsertAddressBookEntry } from '../address-book/addressBookStore'
import { AbiRegistryPanel } from './AbiRegistryPanel'
import type { AbiRegistryBackend } from './abiRegistryBackend'
import { toAbiRegistryEntry } from './abiRegistryEntry'
import { toAbiRegistryFile } from './abiRegistryFile'
import { abiRegistryKey } from './abiRegistryKey'
import { createAbiRegistry } from './abiRegistryStore'

function memoryRegistry() {
  const records = new Map<string, unknown>()
  const backend: AbiRegistryBackend = {
    readAll: async () => [...records.values()],
    put: async (entries) => {
      for (const entry of entries) records.set(abiRegistryKey(entry), entry)
    },
    remove: async (entry) => {
      records.delete(abiRegistryKey(entry))
    },
  }
  return { registry: createAbiRegistry(backend), records }
}

const vault = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const vaultAbi = parseAbi([
  'function settle(uint256 id)',
  'function pause()',
  'event Settled(uint256 id)',
])

afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('AbiRegistryPanel', () => {
  it('adds a pasted ABI, lists it with its name and functions, and removes it', async () => {
    upsertAddressBookEntry({ chainId: '31337', address: vault, name: 'Vault' })
    const { registry, records } = memoryRegistry()
    render(<AbiRegistryPanel chainId="31337" chainName="Devnet" registry={registry} />)
    await screen.findByText('No ABI registered on Devnet yet.')
    const add = screen.getByTestId('abi-add') as HTMLButtonElement
    expect(add.disabled).toBe(true)

    fireEvent.change(screen.getByLabelText('Contract address'), { target: { value: '0x12' } })
    expect(screen.getByTestId('abi-address-error').textContent).toBe(
      'Not a valid address: expected 0x followed by 40 hexadecimal characters.',
    )
    fireEvent.change(screen.getByLabelText('Contract address'), {
      target: { value: vault.toLowerCase() },
    })
    fireEvent.change(screen.getByLabelText('ABI (JSON)'), { target: { value: '[]' } })
    expect(screen.getByTestId('abi-json-error').textContent).toBe(
      'This ABI is empty: it has no items.',
    )
    expect(add.disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('ABI (JSON)'), {
      target: { value: JSON.stringify(vaultAbi) },
    })
    expect(screen.getByTestId('abi-json-summary').textContent).toBe(
      'A valid ABI: 2 functions, 3 items in all.',
    )
    fireEvent.click(add)
    expect((await screen.findByTestId('abi-add-status')).textContent).toBe(
      `Added the ABI of ${vault}.`,
    )
    expect(records.size).toBe(1)
    const row = screen.getByTestId('abi-registry-row')
    expect(within(row).getByText('Vault')).toBeTruthy()
    expect(within(row).getByText(vault)).toBeTruthy()
    expect(within(row).getByTestId('abi-function-count').textContent).toBe('2')
    expect(within(row).getByTestId('abi-functions').textContent).toContain('0x')

    fireEvent.click(screen.getByRole('button', { name: 'Remove the ABI of Vault' }))
    await screen.findByText('No ABI registered on Devnet yet.')
    expect(records.size).toBe(0)
  })

  it('reads an ABI from a chosen file and says when the file is not JSON or not an ABI', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const { registry } = memoryRegistry()
    render(<AbiRegistryPanel chainId="31337" chainName="Devnet" registry={registry} />)
    const fileInput = screen.getByTestId('abi-file-input') as HTMLInputElement
    await user.upload(fileInput, new File(['pragma solidity ^0.8.0;'], 'Vault.sol'))
    expect((await screen.findByTestId('abi-json-error')).textContent).toBe(
      'Not JSON: an ABI is a JSON array, like [{"type":"function","name":"transfer",…}].',
    )
    await user.upload(fileInput, new File(['{"name":"Vault"}'], 'package.json'))
    await waitFor(() =>
      expect(screen.getByTestId('abi-json-error').textContent).toBe(
        'This JSON is not an ABI: expected an array of ABI items (or an object with an "abi" array).',
      ),
    )
    await user.upload(
      fileInput,
      new File([JSON.stringify({ abi: vaultAbi })], 'Vault.json', { type: 'application/json' }),
    )
    await screen.findByTestId('abi-json-summary')
    expect(screen.getByText('Vault.json')).toBeTruthy()
  })

  it('imports an export file whole, and refuses a bad one without changing anything', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const { registry, records } = memoryRegistry()
    render(<AbiRegistryPanel chainId="31337" chainName="Devnet" registry={registry} />)
    const importInput = screen.getByTestId('abi-import') as HTMLInputElement
    await screen.findByText('No ABI registered on Devnet yet.')

    const good = toAbiRegistryEntry({ chainId: '31337', address: vault, abi: vaultAbi })
    const file = JSON.parse(toAbiRegistryFile([good, { ...good, chainId: '1' }]))
    file.entries[1].abi = [{ type: 'function', name: 'f', inputs: [{ type: 'uint7' }] }]
    await user.upload(importInput, new File([JSON.stringify(file)], 'abis.json'))
    expect((await screen.findByTestId('abi-file-status')).textContent).toBe(
      `This JSON is not an ABI: expected an array of ABI items (or an object with an "abi" array). Entry 2 (${vault}): Item 1 (f): unknown parameter type "uint7". Nothing was imported.`,
    )
    expect(records.size).toBe(0)
    await user.upload(importInput, new File(['<html>'], 'page.html'))
    await waitFor(() =>
      expect(screen.getByTestId('abi-file-status').textContent).toBe(
        'Not JSON: an ABI is a JSON array, like [{"type":"function","name":"transfer",…}]. Nothing was imported.',
      ),
    )

    await user.upload(importInput, new File([toAbiRegistryFile([good])], 'abis.json'))
    await waitFor(() =>
      expect(screen.getByTestId('abi-file-status').textContent).toBe(
        'Imported 1 ABI from abis.json.',
      ),
    )
    expect(screen.getAllByTestId('abi-registry-row')).toHaveLength(1)
    expect(records.size).toBe(1)
  })

  it('says so when the browser has no storage for it', () => {
    render(
      <AbiRegistryPanel chainId="1" chainName="Ethereum" registry={createAbiRegistry(undefined)} />,
    )
    expect(screen.getByTestId('abi-registry-unavailable').textContent).toBe(
      'This browser does not let Assent store ABIs (IndexedDB is unavailable, e.g. in a private window). Nothing was changed.',
    )
  })
})
