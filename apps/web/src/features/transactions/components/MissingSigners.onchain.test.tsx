import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  buildSafeTransaction,
  preValidatedSignature,
  type SafeTransactionData,
  safeAbi,
  safeTxHash,
} from '@assent/core'
import {
  type ChainInfo,
  createGatewayClient,
  type SafeInfo,
  type TransactionDetails,
  type TransactionSummary,
} from '@assent/gateway-client'
import { detailsOf, safeVersion } from '@assent/review/test-utils/fixtures'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GatewayProvider } from '../../../kernel/GatewayProvider'
import { setPinnedRpc } from '../../../verification-rpc/pinnedRpcStore'
import { type CurrentSafe, CurrentSafeContext } from '../../safe/SafeContext'
import { MissingSigners } from './MissingSigners'

// The whole path of a queue row on a real Safe 1.4.1: a real HTTP gateway lists approvals, the
// user's pinned RPC (the devnet) proves or refutes them.
describe('MissingSigners with a pinned verification RPC (real Safe 1.4.1 on anvil)', () => {
  let devnet: TestDevnet
  let server: Server
  let baseUrl: string
  let safe: CurrentSafe
  let owners: Address[]
  const served = new Map<string, TransactionDetails>()
  const tx = (nonce: bigint): SafeTransactionData =>
    buildSafeTransaction({ to: '0x000000000000000000000000000000000000bEEF', nonce })

  beforeAll(async () => {
    devnet = await startTestDevnet()
    owners = [1, 2, 3].map((index) => devnet.accounts[index]!.address)
    const address = await deployTestSafe(devnet, { owners, threshold: 2 })
    const chainId = String(devnet.chainId)
    safe = {
      chainId,
      chain: { chainId, shortName: 'devnet' } as ChainInfo,
      address,
      safeInfo: {
        owners: owners.map((value) => ({ value, name: null, logoUri: null })),
        threshold: 2,
        version: safeVersion,
      } as unknown as SafeInfo,
      safeParam: `devnet:${address}`,
    }
    setPinnedRpc(chainId, devnet.rpcUrl)
    server = createServer((req, res) => {
      const cors = { 'access-control-allow-origin': req.headers.origin ?? '*' }
      if (req.method === 'OPTIONS') return res.writeHead(204, cors).end()
      const id = decodeURIComponent(
        new URL(req.url ?? '/', 'http://x').pathname.split('/').pop() ?? '',
      )
      const details = served.get(id)
      res
        .writeHead(details ? 200 : 404, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify(details ?? { code: 404, message: 'Not found' }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }, 120_000)
  afterAll(async () => {
    if (safe) setPinnedRpc(safe.chainId, undefined)
    await new Promise<void>((resolve) => server?.close(() => resolve()))
    await devnet?.stop()
  })
  afterEach(cleanup)

  function renderRow(details: TransactionDetails) {
    served.set(details.txId, details)
    const summary = {
      id: details.txId,
      timestamp: 1_700_000_000_000,
      txStatus: 'AWAITING_EXECUTION',
      txInfo: details.txInfo,
      executionInfo: {
        type: 'MULTISIG',
        nonce: 0,
        confirmationsRequired: 2,
        confirmationsSubmitted: 2,
      },
    } as TransactionSummary
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={queryClient}>
        <GatewayProvider client={createGatewayClient({ baseUrl })}>
          <CurrentSafeContext.Provider value={safe}>
            <MissingSigners transaction={summary} chainId={safe.chainId} />
          </CurrentSafeContext.Provider>
        </GatewayProvider>
      </QueryClientProvider>,
    )
  }
  const checked = () =>
    waitFor(() => expect(screen.getByTestId('missing-signers').dataset.checked).toBe('true'), {
      timeout: 10_000,
    })

  it('shows fabricated approvals as invalid and a real one as verified', async () => {
    const transaction = tx(0n)
    const hash = safeTxHash({
      chainId: devnet.chainId,
      safeAddress: safe.address,
      safeVersion,
      tx: transaction,
    })
    await devnet.publicClient.waitForTransactionReceipt({
      hash: await devnet.walletClients[1]!.writeContract({
        address: safe.address,
        abi: safeAbi,
        functionName: 'approveHash',
        args: [hash],
      }),
    })
    // "2 of 2, awaiting execution": owner 1 approved on chain, owner 2 never did.
    renderRow(
      detailsOf(
        transaction,
        [owners[0]!, owners[1]!].map((owner) => ({
          signer: owner,
          signature: preValidatedSignature(owner),
        })),
        { chainId: devnet.chainId, safeAddress: safe.address, proposer: owners[0]! },
      ),
    )
    await checked()
    expect(screen.getByTestId('verified-confirmations').textContent).toBe('1 of 2 verified')
    expect(screen.getByTestId('invalid-confirmations').textContent).toBe('1 invalid')
    expect(screen.queryByTestId('unverified-confirmations')).toBeNull()
  })
})
