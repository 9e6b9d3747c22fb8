// @vitest-environment node
import { buildSafeTransaction, type SafeTransactionData, safeAbi, safeTxHash } from '@assent/core'
import {
  createGatewayClient,
  type GatewayClient,
  getTransactionDetails,
} from '@assent/gateway-client'
import { signAndExecuteOffer } from '@assent/review'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { type Address, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../../test-utils/startTestGateway'
import { SignStepFailure } from '../../../../wallet/signAndProve'
import type { SignTypedDataFn } from '../../actions/signSafeTransaction'
import type { SignAndExecuteStep } from './proposeAndExecuteSafeTransaction'
import {
  type ProposeAndExecuteVariables,
  proposeAndExecuteSafeTransactionMutationOptions,
} from './proposeAndExecuteSafeTransactionMutationOptions'

// Sign and execute of a new transaction as the button runs it (TanStack's MutationObserver):
// a real gateway (its signature checks, its store) over a real 1-of-1 Safe 1.4.1 on anvil
// owned by test account 3. A failure before the proposal leaves nothing anywhere; one after it
// leaves the proposal, and a retry executes it without signing again.
let devnet: TestDevnet
let gateway: TestGateway
let safeAddress: Address
let chainId: string

beforeAll(async () => {
  devnet = await startTestDevnet()
  gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl })
  safeAddress = await deployTestSafe(devnet, { owners: [3], threshold: 1 })
  chainId = String(devnet.chainId)
  await devnet.publicClient.waitForTransactionReceipt({
    hash: await devnet.walletClients[9]!.sendTransaction({
      to: safeAddress,
      value: parseEther('1'),
    }),
  })
}, 120_000)
afterAll(async () => {
  await gateway?.stop()
  await devnet?.stop()
})

const owner = () => devnet.walletClients[3]!
const executor = () => owner().account.address
const nonceOnChain = () =>
  devnet.publicClient.readContract({ address: safeAddress, abi: safeAbi, functionName: 'nonce' })
const hashOf = (tx: SafeTransactionData) =>
  safeTxHash({ chainId: devnet.chainId, safeAddress, safeVersion: '1.4.1', tx })
const stored = (tx: SafeTransactionData) =>
  getTransactionDetails(gateway.client, {
    chainId,
    transactionId: `multisig_${safeAddress}_${hashOf(tx)}`,
  }).then(
    (details) => details,
    () => undefined,
  )

/** What the wallet was asked, and how it answers. */
function wallet({ refuseSigning = false, refuseSending = false } = {}) {
  const asked = { signatures: 0, sends: 0 }
  const signTypedData: SignTypedDataFn = ({ account: _account, ...typedData }) => {
    asked.signatures += 1
    if (refuseSigning) return Promise.reject(new Error('User rejected the request.'))
    return owner().signTypedData(typedData)
  }
  const sendTransaction = (request: { to: Address; data: Hex; gas?: bigint }) => {
    asked.sends += 1
    if (refuseSending) return Promise.reject(new Error('User rejected the request.'))
    return owner().sendTransaction(request)
  }
  return { asked, signTypedData, sendTransaction }
}

async function variablesFor(value: bigint): Promise<ProposeAndExecuteVariables> {
  const nonce = await nonceOnChain()
  const tx = buildSafeTransaction({ to: devnet.accounts[6]!.address, value, nonce })
  const offer = signAndExecuteOffer({
    confirmations: [],
    owners: [executor()],
    threshold: 1,
    executor: executor(),
    txNonce: nonce,
    safeNonce: nonce,
  })
  if (!offer.offered) throw new Error(offer.reason)
  return {
    safe: { chainId, address: safeAddress, version: '1.4.1' },
    tx,
    reviewedSafeTxHash: hashOf(tx),
    account: executor(),
    executionSignatures: offer.signatures,
    alreadyProposed: false,
  }
}

function run(
  walletOf: ReturnType<typeof wallet>,
  variables: ProposeAndExecuteVariables,
  steps: SignAndExecuteStep[] = [],
  client: GatewayClient = gateway.client,
) {
  const queryClient = new QueryClient()
  return new MutationObserver(
    queryClient,
    proposeAndExecuteSafeTransactionMutationOptions({
      queryClient,
      gateway: client,
      signTypedData: walletOf.signTypedData,
      sendTransaction: walletOf.sendTransaction,
      waitForReceipt: (hash) => devnet.publicClient.waitForTransactionReceipt({ hash }),
      onStep: (step) => steps.push(step),
    }),
  ).mutate(variables)
}

describe('proposeAndExecuteSafeTransactionMutationOptions', () => {
  it('signs once, proposes with the note, then executes with the reviewed hash', async () => {
    const variables = { ...(await variablesFor(1_000n)), note: 'Pays the March audit invoice' }
    const before = await devnet.publicClient.getBalance({ address: devnet.accounts[6]!.address })
    const steps: SignAndExecuteStep[] = []
    const answers = wallet()
    const result = await run(answers, variables, steps)
    expect(result.safeTxHash).toBe(variables.reviewedSafeTxHash)
    expect(steps).toEqual(['signing', 'proposing', 'sending', 'mining'])
    expect(answers.asked).toEqual({ signatures: 1, sends: 1 })
    expect(await nonceOnChain()).toBe((variables.tx?.nonce ?? 0n) + 1n)
    expect(await devnet.publicClient.getBalance({ address: devnet.accounts[6]!.address })).toBe(
      before + 1_000n,
    )
    const details = await stored(variables.tx as SafeTransactionData)
    expect(details?.detailedExecutionInfo?.type).toBe('MULTISIG')
    expect(details?.note).toBe('Pays the March audit invoice')
  })

  it('leaves nothing when the wallet refuses to sign', async () => {
    const variables = await variablesFor(2_000n)
    const answers = wallet({ refuseSigning: true })
    await expect(run(answers, variables)).rejects.toBeInstanceOf(SignStepFailure)
    expect(answers.asked.sends).toBe(0)
    expect(await stored(variables.tx as SafeTransactionData)).toBeUndefined()
    expect(await nonceOnChain()).toBe(variables.tx?.nonce)
  })

  it('sends nothing when the proposal does not reach the gateway', async () => {
    const variables = await variablesFor(3_000n)
    const answers = wallet()
    const unreachable = createGatewayClient({ baseUrl: 'http://127.0.0.1:1', maxRetries: 0 })
    await expect(run(answers, variables, [], unreachable)).rejects.toThrow()
    expect(answers.asked).toEqual({ signatures: 1, sends: 0 })
    expect(await nonceOnChain()).toBe(variables.tx?.nonce)
  })

  it('asks nothing when the fields do not hash to the reviewed hash', async () => {
    const variables = await variablesFor(3_000n)
    const answers = wallet()
    // A reviewed hash the fields do not hash to: refused before the wallet is even asked.
    const wrong = {
      ...variables,
      reviewedSafeTxHash: hashOf(buildSafeTransaction({ to: safeAddress, nonce: 99n })),
    }
    await expect(run(answers, wrong)).rejects.toThrow('not to the')
    expect(answers.asked).toEqual({ signatures: 0, sends: 0 })
    expect(await stored(variables.tx as SafeTransactionData)).toBeUndefined()
  })

  it('keeps the proposal when the execution is refused, and a retry only executes', async () => {
    const variables = await variablesFor(4_000n)
    const refusing = wallet({ refuseSending: true })
    await expect(run(refusing, variables)).rejects.toBeInstanceOf(SignStepFailure)
    expect(refusing.asked).toEqual({ signatures: 1, sends: 1 })
    expect(await nonceOnChain()).toBe(variables.tx?.nonce)
    const queued = await stored(variables.tx as SafeTransactionData)
    expect(queued?.txStatus).toBe('AWAITING_EXECUTION')

    const retry = wallet()
    const steps: SignAndExecuteStep[] = []
    await run(retry, { ...variables, alreadyProposed: true }, steps)
    expect(retry.asked).toEqual({ signatures: 0, sends: 1 })
    expect(steps).toEqual(['sending', 'mining'])
    expect(await nonceOnChain()).toBe((variables.tx?.nonce ?? 0n) + 1n)
  })
})
