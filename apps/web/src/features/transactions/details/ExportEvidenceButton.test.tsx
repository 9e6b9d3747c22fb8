import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testCurrentSafe } from '../../../test-utils/fixtures'
import { renderWithProviders } from '../../../test-utils/renderWithProviders'
import { setPinnedRpc } from '../../../verification-rpc/pinnedRpcStore'
import { ExportEvidenceButton } from './ExportEvidenceButton'

// Nothing listens on port 1: the pinned verification RPC refuses every connection.
const DEAD_URL = 'http://127.0.0.1:1'
const safe = testCurrentSafe({ address: '0x00000000000000000000000000000000000000A1' })
const hash = `0x${'ab'.repeat(32)}` as const

describe('ExportEvidenceButton', () => {
  afterEach(() => {
    cleanup()
    setPinnedRpc(safe.chainId, undefined)
  })

  it('says why when the RPC cannot answer, and downloads nothing', async () => {
    setPinnedRpc(safe.chainId, DEAD_URL)
    renderWithProviders(<ExportEvidenceButton safe={safe} safeTxHash={hash} />, {
      gateway: DEAD_URL,
      safe,
    })
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Export evidence' })
    // Enabled once the verification client's code has loaded.
    await waitFor(() => expect(button.disabled).toBe(false))
    fireEvent.click(button)
    const alert = await screen.findByTestId('export-evidence-error')
    expect(alert.textContent).toMatch(
      /^The evidence could not be built, nothing was downloaded: HTTP request failed\./,
    )
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('is disabled, and says what it needs, without a verification RPC', async () => {
    renderWithProviders(<ExportEvidenceButton safe={safe} safeTxHash={hash} />, {
      gateway: DEAD_URL,
      safe,
    })
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Export evidence' }).disabled,
    ).toBe(true)
    expect(screen.getByTestId('export-evidence').textContent).toContain(
      'Needs a verification RPC for this chain',
    )
  })
})
