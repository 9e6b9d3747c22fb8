import type { SafeTransactionData } from '@assent/core'
import {
  type GatewayClient,
  getChainConfig,
  getSafeInfo,
  type TransactionDetails,
} from '@assent/gateway-client'
import {
  analyseTransaction,
  assessDelegateCalls,
  assessRefund,
  collectSigningRisks,
  collectSimulationFindings,
  compareSafeState,
  criticalChangeRisks,
  decodeCallLocally,
  findCriticalChanges,
  formatRefund,
  type LocalCall,
  type OnChainSafeState,
  readOnChainSafeState,
  readTokenInfo,
  type SafeState,
  type SigningRisk,
  type SimulationNotice,
  type SimulationReport,
  safeStateFromGateway,
  signingBlockers,
  simulatedOwnerChangeRisk,
  type TransactionVerification,
  type VerificationProblem,
  verifyTransaction,
} from '@assent/review'
import { type Address, type Hex, isAddressEqual, type PublicClient, zeroAddress } from 'viem'
import { findSafeTransaction } from './findSafeTransaction'

/** A finding that blocks signing until its word is typed, and whether the simulation found it. */
export type ReviewFinding = SigningRisk & { source: 'decoded' | 'simulated' }

/** Everything `assent-verify` shows, computed here from the gateway's answer and the chain. */
export type SafeTransactionReview = {
  chainId: number
  safe: Address
  /** The gateway's transaction as it was received (kept for the evidence file). */
  details: TransactionDetails
  tx: SafeTransactionData
  /** The EIP-712 halves a Ledger shows, and the safeTxHash, all computed here. */
  hashes: { domainHash: Hex; messageHash: Hex; safeTxHash: Hex; gatewaySafeTxHash: string | null }
  call: LocalCall
  verification: TransactionVerification
  chainState: OnChainSafeState
  gatewayState: SafeState
  /** Proven mismatches: the hash, a confirmation, the Safe's state, or not what was asked. */
  problems: VerificationProblem[]
  simulation: { report: SimulationReport } | { unavailable: string }
  findings: ReviewFinding[]
  notices: SimulationNotice[]
  /** Why signing would be blocked, in words; empty when nothing was found. */
  blockers: string[]
}

/** Parameters of `reviewSafeTransaction`. */
export type ReviewSafeTransactionParameters = {
  gateway: GatewayClient
  /** A client on an RPC the gateway did not hand out. */
  client: PublicClient
  chainId: number
  safe: Address
  /** Exactly one of `nonce` and `safeTxHash`. */
  nonce?: number
  safeTxHash?: Hex
}

/** What `reviewSafeTransaction` answers; the transaction could not be read when it throws. */
export type ReviewSafeTransactionReturnType = SafeTransactionReview

/** The transaction's fields could not be read from the gateway's answer at all. */
export class UnreadableTransactionError extends Error {
  override name = 'UnreadableTransactionError'
}

/**
 * Runs the web review's checks on one queued transaction, without a browser: the hashes are
 * recomputed from the transaction's fields and the Safe's on-chain version, each confirmation
 * is proven, the gateway's Safe is compared with the chain's, the call is decoded and
 * simulated at the block the Safe was read at, and the findings are judged, all by
 * `@assent/review`. A transaction other than the one asked for (hash or nonce) is a problem.
 * @throws UnreadableTransactionError, the gateway client's errors, or `@assent/review`'s
 *   (`ChainMismatchError` when the RPC serves another chain, `NoContractError`…)
 * @example const review = await reviewSafeTransaction({ gateway, client, chainId: 1, safe, nonce: 7 })
 */
export async function reviewSafeTransaction({
  gateway,
  client,
  chainId,
  safe,
  nonce,
  safeTxHash,
}: ReviewSafeTransactionParameters): Promise<ReviewSafeTransactionReturnType> {
  const chainState = await readOnChainSafeState(client, { chainId, address: safe })
  const [safeInfo, details] = await Promise.all([
    getSafeInfo(gateway, { chainId: String(chainId), address: safe }),
    findSafeTransaction(gateway, { chainId, safe, nonce, safeTxHash }),
  ])
  const verification = await verifyTransaction({
    details,
    chainId,
    safeAddress: safe,
    // The chain's VERSION decides the hash layout; a gateway that lies about it is caught below.
    safeVersion: chainState.version,
    owners: chainState.owners,
    client,
  })
  const { tx, localSafeTxHash, domainHash, messageHash } = verification
  if (!tx || !localSafeTxHash || !domainHash || !messageHash) {
    throw new UnreadableTransactionError(
      verification.problems.map((problem) => problem.message).join(' ') ||
        'The transaction could not be read from the gateway.',
    )
  }
  const gatewayState = safeStateFromGateway(safeInfo)
  const problems = [
    ...verification.problems,
    ...compareSafeState(gatewayState, chainState),
    ...askedForProblems({ tx, localSafeTxHash, nonce, safeTxHash }),
  ]

  const simulation = await simulate({ client, chainId, safe, tx, localSafeTxHash, chainState })
  const nativeCurrency = await getChainConfig(gateway, { chainId: String(chainId) }).then(
    (config) => config.nativeCurrency,
    () => ({ symbol: 'ETH', decimals: 18 }),
  )
  const decoded = await decodedFindings({ client, chainId, safe, tx, chainState, nativeCurrency })
  const simulated =
    'report' in simulation
      ? simulatedFindings(simulation.report, tx, safe, chainState, nativeCurrency.symbol)
      : { risks: [], notices: [] }
  const findings: ReviewFinding[] = [
    ...decoded.map((risk) => ({ ...risk, source: 'decoded' as const })),
    ...simulated.risks.map((risk) => ({ ...risk, source: 'simulated' as const })),
  ]
  return {
    chainId,
    safe,
    details,
    tx,
    hashes: {
      domainHash,
      messageHash,
      safeTxHash: localSafeTxHash,
      gatewaySafeTxHash: verification.gatewaySafeTxHash ?? null,
    },
    call: decodeCallLocally(tx, safe),
    verification,
    chainState,
    gatewayState,
    problems,
    simulation,
    findings,
    notices: simulated.notices,
    blockers: signingBlockers({ problems, risks: findings, acknowledgements: {} }),
  }
}

/** The gateway must answer the transaction that was asked for, not another one. */
function askedForProblems({
  tx,
  localSafeTxHash,
  nonce,
  safeTxHash,
}: {
  tx: SafeTransactionData
  localSafeTxHash: Hex
  nonce: number | undefined
  safeTxHash: Hex | undefined
}): VerificationProblem[] {
  if (safeTxHash && safeTxHash.toLowerCase() !== localSafeTxHash) {
    return [
      {
        code: 'hash-mismatch',
        message:
          'The transaction the gateway sent does not hash to the safeTxHash asked for: its fields were changed, or it is another transaction. Do not sign.',
        expected: safeTxHash,
        received: localSafeTxHash,
      },
    ]
  }
  if (nonce !== undefined && tx.nonce !== BigInt(nonce)) {
    return [
      {
        code: 'hash-mismatch',
        message: 'The gateway sent a transaction with another nonce than the one asked for.',
        expected: String(nonce),
        received: String(tx.nonce),
      },
    ]
  }
  return []
}

async function simulate(p: {
  client: PublicClient
  chainId: number
  safe: Address
  tx: SafeTransactionData
  localSafeTxHash: Hex
  chainState: OnChainSafeState
}): Promise<{ report: SimulationReport } | { unavailable: string }> {
  try {
    const report = await analyseTransaction({
      client: p.client,
      chainId: p.chainId,
      safe: p.safe,
      tx: p.tx,
      safeTxHash: p.localSafeTxHash,
      state: p.chainState,
    })
    return { report }
  } catch (error) {
    // As in the web review: no simulation is a warning, never a verdict.
    return { unavailable: error instanceof Error ? error.message : String(error) }
  }
}

/** The risks the local decoder finds in the transaction's own fields. */
async function decodedFindings({
  client,
  chainId,
  safe,
  tx,
  chainState,
  nativeCurrency,
}: {
  client: PublicClient
  chainId: number
  safe: Address
  tx: SafeTransactionData
  chainState: OnChainSafeState
  nativeCurrency: { symbol: string; decimals: number }
}): Promise<SigningRisk[]> {
  const refund = assessRefund(tx)
  const refundToken =
    refund.pays && !isAddressEqual(tx.gasToken, zeroAddress)
      ? await readTokenInfo(client, { chainId, token: tx.gasToken }).then(
          (token) =>
            token.decimals === null
              ? undefined
              : { symbol: token.symbol ?? 'tokens', decimals: token.decimals, verified: true },
          () => undefined,
        )
      : undefined
  const critical = criticalChangeRisks({
    changes: findCriticalChanges(tx, safe),
    ownersBefore: chainState,
    ownSettingsChange: false,
  })
  return [
    ...collectSigningRisks({
      delegateCalls: assessDelegateCalls(tx),
      refund,
      refundText: formatRefund(refund, nativeCurrency, refundToken),
    }),
    ...critical.risks,
  ]
}

/** The risks and notices of the simulation, judged as the web review judges them. */
function simulatedFindings(
  report: SimulationReport,
  tx: SafeTransactionData,
  safe: Address,
  chainState: OnChainSafeState,
  nativeSymbol: string,
): { risks: SigningRisk[]; notices: SimulationNotice[] } {
  const { risks, notices } = collectSimulationFindings({
    report,
    tx,
    safe,
    known: chainState.owners.map((address, index) => ({ address, name: `owner ${index + 1}` })),
    nativeSymbol,
  })
  const ownerChange = simulatedOwnerChangeRisk(report.settings)
  return { risks: ownerChange ? [...risks, ownerChange] : risks, notices }
}
