import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createPublicClient, custom, type Hex, type PublicClient } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestQueryClient } from '../../test-utils/createTestQueryClient'
import { useSignatureValidity } from './useSignatureValidity'

const SAFE = '0x1111111111111111111111111111111111111111'
const EIP1271_MAGIC = `0x1626ba7e${'0'.repeat(56)}` as Hex

/** A viem client whose RPC answers eth_call with `answer` and counts the calls. */
function rpcAnswering(answer: () => Hex) {
  const calls: string[] = []
  const client = createPublicClient({
    transport: custom({
      async request({ method }: { method: string }) {
        calls.push(method)
        if (method === 'eth_call') return answer()
        if (method === 'eth_chainId') return '0x7a69'
        throw new Error(`unexpected ${method}`)
      },
    }),
  }) as PublicClient
  return { client, calls }
}

function Check({ client }: { client: PublicClient }) {
  const { validity, check } = useSignatureValidity({
    chainId: '31337',
    safeAddress: SAFE,
    messageHash: `0x${'ab'.repeat(32)}`,
    content: 'hello',
    signature: '0x1234',
    client,
  })
  return (
    <>
      <button type="button" onClick={check}>
        check
      </button>
      <output data-testid="validity">
        {validity.status === 'done' ? String(validity.valid) : validity.status}
        {validity.status === 'error' ? `: ${validity.error}` : ''}
      </output>
    </>
  )
}

afterEach(cleanup)

describe('useSignatureValidity', () => {
  it('asks the Safe once, and the answer outlives the item that asked', async () => {
    const { client, calls } = rpcAnswering(() => EIP1271_MAGIC)
    const queryClient = createTestQueryClient()
    const view = (
      <QueryClientProvider client={queryClient}>
        <Check client={client} />
      </QueryClientProvider>
    )
    const first = render(view)
    expect(screen.getByTestId('validity').textContent).toBe('idle')
    expect(calls).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'check' }))
    expect((await screen.findByText('true')).dataset.testid).toBe('validity')
    // The messages list re-rendered its items (a refetch failed, then came back).
    first.unmount()
    render(view)
    expect(screen.getByTestId('validity').textContent).toBe('true')
    expect(calls.filter((method) => method === 'eth_call')).toHaveLength(1)
  })

  it('says why when the RPC fails, and checks again when asked', async () => {
    let fail = true
    const { client } = rpcAnswering(() => {
      if (fail) throw new Error('RPC down')
      return `0x${'0'.repeat(64)}`
    })
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <Check client={client} />
      </QueryClientProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'check' }))
    expect((await screen.findByText(/^error: /)).textContent).toContain('RPC down')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'check' }))
    expect((await screen.findByText('false')).dataset.testid).toBe('validity')
  })
})
