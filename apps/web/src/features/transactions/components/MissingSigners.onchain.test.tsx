import {
  buildSafeTransaction,
  preValidatedSignature,
  type SafeTransactionData,
  safeAbi,
  safeTxHash,
} from '@assent/core'
import type { TransactionDetails, TransactionSummary } from '@assent/gateway-client'
import { detailsOf, safeVersion } from '@assent/review/test-utils/fixtures'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { cleanup, screen, waitFor } from '@testing-library/react'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testChainInfo, testCurrentSafe } from '../../../test-utils/fixtures'
import { renderWithProviders } from '../../../test-utils/renderWithProviders'
import { serveTransactionDetails } from '../../../test-utils/serveTransactionDetails'
import { setupTestHttpServer } from '../../../test-utils/setupTestHttpServer'
import { setPinnedRpc } from '../../../verification-rpc/pinnedRpcStore'
import type { CurrentSafe } from '../../safe/SafeContext'
import { MissingSigners } from './MissingSigners'

// The whole path of a queue row on a real Safe 1.4.1: a real HTTP gateway lists approvals, the
// user's pinned RPC (the devnet) proves or refutes them.
describe('MissingSigners with a pinned verification RPC (real Safe 1.4.1 on anvil)', () => {
  let devnet: TestDevnet
  let safe: CurrentSafe
  let owners: Address[]
  const served = new Map<string, TransactionDetails>()
  const gateway = setupTestHttpServer(serveTransactionDetails(served))
  const tx = (nonce: bigint): SafeTransactionData =>
    buildSafeTransaction({ to: '0x000000000000000000000000000000000000bEEF', nonce })

  beforeAll(async () => {
    devnet = await startTestDevnet()
    owners = [1, 2, 3].map((index) => devnet.accounts[index]!.address)
    const address = await deployTestSafe(devnet, { owners, threshold: 2 })
    const chainId = String(devnet.chainId)
    safe = testCurrentSafe({
      address,
      owners,
      threshold: 2,
      chain: testChainInfo({ chainId }),
      safeInfo: { version: safeVersion },
    })
    setPinnedRpc(chainId, devnet.rpcUrl)
  }, 120_000)
  afterAll(async () => {
    if (safe) setPinnedRpc(safe.chainId, undefined)
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
    renderWithProviders(<MissingSigners transaction={summary} chainId={safe.chainId} />, {
      gateway: gateway.url,
      safe,
    })
  }
  const checked = () =>
    waitFor(() => expect(screen.getByTestId('missing-signers').dataset.checked).toBe('true'))

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
