import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { encodeFunctionData, parseAbi } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { testCurrentSafe } from '../../../test-utils/fixtures'
import { renderWithProviders } from '../../../test-utils/renderWithProviders'
import { toAbiRegistryEntry } from '../../abi-registry/abiRegistryEntry'
import { createAbiRegistry } from '../../abi-registry/abiRegistryStore'
import { SavedBatchPanel } from './SavedBatchPage'
import { addToSavedBatch, readSavedBatch, savedBatchKey } from './savedBatchStore'

const officialText = readFileSync(
  join(import.meta.dirname, '../../../../../../packages/core/src/test-utils/txBuilderBatch.json'),
  'utf8',
)
const SAFE = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const safe = testCurrentSafe({ address: SAFE })
const owner = { chainId: safe.chainId, address: SAFE } as const

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const rowTitles = () => screen.queryAllByTestId('saved-batch-title').map((row) => row.textContent)

function importFile(text: string) {
  fireEvent.change(screen.getByLabelText('Import Transaction Builder file'), {
    target: { files: [new File([text], 'batch.json', { type: 'application/json' })] },
  })
}

describe('SavedBatchPanel', () => {
  it('lists the actions decoded, moves and removes them', () => {
    addToSavedBatch(owner, [
      { title: 'Send 1 ETH to Alice', to: ALICE, value: 10n ** 18n, data: '0x' },
      {
        title: 'Approve 100',
        to: SAFE,
        value: 0n,
        data: '0x694e80c30000000000000000000000000000000000000000000000000000000000000002',
      },
    ])
    renderWithProviders(<SavedBatchPanel />, { safe })
    expect(rowTitles()).toEqual(['Send 1 ETH to Alice', 'Approve 100'])
    const [, second] = screen.getAllByTestId('saved-batch-item')
    expect(within(second as HTMLElement).getByText(/changeThreshold/)).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Move action 2 up' }))
    expect(rowTitles()).toEqual(['Approve 100', 'Send 1 ETH to Alice'])
    expect(screen.getByRole('button', { name: 'Move action 1 up' })).toHaveProperty(
      'disabled',
      true,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Remove action 1' }))
    expect(rowTitles()).toEqual(['Send 1 ETH to Alice'])
    fireEvent.click(screen.getByRole('button', { name: 'Remove action 1' }))
    expect(screen.getByTestId('batch-empty')).toBeTruthy()
    expect(screen.getByTestId('batch-review')).toHaveProperty('disabled', true)
  })

  it('says a corrupt saved action was left out, and forgets it', () => {
    localStorage.setItem(savedBatchKey(owner), JSON.stringify([{ id: 'x', title: 'Bad' }]))
    renderWithProviders(<SavedBatchPanel />, { safe })
    expect(screen.getByTestId('batch-dropped').textContent).toContain(
      'One saved action could not be read',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Forget it' }))
    expect(screen.queryByTestId('batch-dropped')).toBeNull()
  })

  it('imports a Transaction Builder file and refuses a changed one, adding nothing', async () => {
    renderWithProviders(<SavedBatchPanel />, { safe })
    importFile(officialText.replace('"1000000000000000000"', '"2000000000000000000"'))
    await waitFor(() =>
      expect(screen.getByTestId('batch-problem').textContent).toBe(
        'The checksum in the file does not match its content: the batch was changed after it was written.',
      ),
    )
    expect(readSavedBatch(owner).items).toHaveLength(0)

    importFile(officialText.replace('"chainId": "31337"', '"chainId": "1"'))
    await waitFor(() =>
      expect(screen.getByTestId('batch-problem').textContent).toBe(
        'The batch was made for chain 1; this Safe is on chain 31337.',
      ),
    )
    expect(readSavedBatch(owner).items).toHaveLength(0)

    importFile(officialText)
    await waitFor(() => expect(rowTitles()).toHaveLength(3))
    expect(screen.getByTestId('batch-imported').textContent).toBe(
      'Imported 3 actions from "Payroll November".',
    )
    expect(screen.queryByTestId('batch-problem')).toBeNull()
  })

  it('names a method with the ABI the user attached to the called contract', async () => {
    const abi = parseAbi(['function ping(uint256 times)'])
    const entry = toAbiRegistryEntry({ chainId: safe.chainId, address: ALICE, abi })
    const registry = createAbiRegistry({
      readAll: async () => [entry],
      put: async () => {},
      remove: async () => {},
    })
    const data = encodeFunctionData({ abi, functionName: 'ping', args: [3n] })
    addToSavedBatch(owner, [{ title: 'Ping Alice', to: ALICE, value: 0n, data }])
    const { unmount } = renderWithProviders(<SavedBatchPanel registry={registry} />, { safe })
    await screen.findByText(/^ping → /)
    unmount()
    // Without that ABI nothing here can name it.
    renderWithProviders(<SavedBatchPanel registry={createAbiRegistry(undefined)} />, { safe })
    expect(screen.getByText(/^unknown method → /)).toBeTruthy()
  })
})
