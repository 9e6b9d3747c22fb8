// @vitest-environment node
import { SAFE_DEPLOYMENTS, safeAbi } from '@assent/core'
import { startTestDevnet, type TestDevnet } from '@assent/test'
import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { type Address, getAddress, type Hex, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignStepFailure } from '../../wallet/signAndProve'
import { chooseSafeDeployment } from './chooseSafeDeployment'
import type { DeploySafeStep, DeploySafeWallet } from './deploySafe'
import { type DeploySafeVariables, deploySafeMutationOptions } from './deploySafeMutationOptions'
import { prepareSafeDeployment } from './prepareSafeDeployment'

// The deploy button's whole path through its mutation options, on anvil with the real Safe
// factories: switch, check, send, wait, verify; and the words the button shows when the wallet
// refuses, the app has no RPC, or what was mined is not the Safe that was asked for.
let devnet: TestDevnet
let owners: Address[]
const canonical = SAFE_DEPLOYMENTS['1.4.1']

beforeAll(async () => {
  devnet = await startTestDevnet()
  owners = devnet.accounts.slice(0, 2).map((account) => account.address)
}, 60_000)
afterAll(() => devnet?.stop())

let nextSalt = 1n
const variables = (overrides: Partial<DeploySafeVariables> = {}): DeploySafeVariables => ({
  chainId: devnet.chainId,
  chainName: 'Devnet',
  walletChainId: devnet.chainId,
  choice: chooseSafeDeployment({ gatewayFactory: canonical.safeProxyFactory }),
  owners,
  threshold: 2,
  saltNonce: nextSalt++,
  ...overrides,
})

/** account 0's wallet on the devnet, recording what it was asked to do. */
function walletOnDevnet(overrides: Partial<DeploySafeWallet> = {}) {
  const asked: string[] = []
  const wallet: DeploySafeWallet = {
    switchChain: async (chainId) => {
      asked.push(`switchChain ${chainId}`)
    },
    getReader: () => devnet.publicClient,
    sendTransaction: ({ to, data }) => {
      asked.push(`sendTransaction ${to}`)
      return devnet.walletClient.sendTransaction({ to, data })
    },
    waitForReceipt: ({ hash }) => devnet.publicClient.waitForTransactionReceipt({ hash }),
    ...overrides,
  }
  return { wallet, asked }
}

/** Runs the options once as useMutation does; answers the Safe, or the failure it threw. */
async function deploy(wallet: DeploySafeWallet, vars: DeploySafeVariables) {
  const steps: DeploySafeStep[] = []
  const sent: { hash: Hex; owners: number }[] = []
  const deployed: Address[] = []
  const queryClient = new QueryClient()
  const options = deploySafeMutationOptions({
    wallet,
    onStep: (step) => steps.push(step),
    onSent: (hash, { owners: sentOwners }) => sent.push({ hash, owners: sentOwners.length }),
    onSuccess: (safe) => deployed.push(safe),
  })
  const outcome = await new MutationObserver(queryClient, options)
    .mutate(vars)
    .catch((error: unknown) => error)
  return { outcome, steps, sent, deployed }
}

describe('deploySafeMutationOptions', () => {
  it('deploys and verifies the Safe it predicted, without switching on the right network', async () => {
    const { wallet, asked } = walletOnDevnet()
    const vars = variables()
    const predicted = (await prepareSafeDeployment(devnet.publicClient, vars)).predicted
    const { outcome, steps, sent, deployed } = await deploy(wallet, vars)
    expect(outcome).toBe(predicted)
    expect(deployed).toEqual([predicted])
    expect(steps).toEqual(['checking', 'signing', 'mining'])
    expect(sent).toEqual([{ hash: expect.stringMatching(/^0x[0-9a-f]{64}$/), owners: 2 }])
    expect(asked).toEqual([`sendTransaction ${canonical.safeProxyFactory}`])
    const onChainOwners = await devnet.publicClient.readContract({
      address: predicted,
      abi: safeAbi,
      functionName: 'getOwners',
    })
    expect(onChainOwners).toEqual(owners)
  })

  it('switches the wallet first, and stops in the wallet’s words when the switch is refused', async () => {
    const switched = walletOnDevnet()
    const first = await deploy(switched.wallet, variables({ walletChainId: 1 }))
    expect(first.steps).toEqual(['switching', 'checking', 'signing', 'mining'])
    expect(switched.asked[0]).toBe(`switchChain ${devnet.chainId}`)

    const refusing = walletOnDevnet({
      switchChain: () =>
        Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    })
    const { outcome, steps, deployed } = await deploy(
      refusing.wallet,
      variables({ walletChainId: 1 }),
    )
    expect(outcome).toBeInstanceOf(SignStepFailure)
    expect(outcome).toMatchObject({
      title: 'Error switching chain',
      message:
        'User rejected request. You rejected the network change in your wallet. Nothing was changed.',
    })
    expect(steps).toEqual(['switching'])
    expect(deployed).toEqual([])
    expect(refusing.asked).toEqual([])
  })

  it('names a missing RPC and an unacknowledged factory before anything is sent', async () => {
    const noRpc = walletOnDevnet({ getReader: () => undefined })
    const missing = await deploy(noRpc.wallet, variables())
    expect(missing.outcome).toMatchObject({
      title: 'Transaction not sent',
      message: 'Something went wrong: No RPC for Devnet.',
    })
    expect(noRpc.asked).toEqual([])

    const unknownFactory = getAddress(toHex(0xfac7095n, { size: 20 }))
    const unknown = walletOnDevnet()
    const refused = await deploy(
      unknown.wallet,
      variables({ choice: chooseSafeDeployment({ gatewayFactory: unknownFactory }) }),
    )
    expect(refused.outcome).toMatchObject({
      title: 'Safe not created',
      message: `${unknownFactory} is not the canonical Safe factory; type the acknowledgement to use it.`,
    })
    expect(unknown.asked).toEqual([])
  })

  it('refuses a mined Safe other than the one asked for, once sent', async () => {
    // A wallet that sends the factory call of another salt: a Safe appears, not the predicted one.
    const { wallet } = walletOnDevnet()
    const other = await prepareSafeDeployment(devnet.publicClient, variables())
    const swapping = walletOnDevnet({
      sendTransaction: ({ to }) =>
        wallet.sendTransaction({ chainId: devnet.chainId, to, data: other.data }),
    })
    const vars = variables()
    const predicted = (await prepareSafeDeployment(devnet.publicClient, vars)).predicted
    const { outcome, sent, deployed } = await deploy(swapping.wallet, vars)
    expect(outcome).toBeInstanceOf(SignStepFailure)
    expect(outcome).toMatchObject({
      title: 'The new Safe failed the checks and was not added',
      message: `The factory reported a Safe at ${other.predicted}, but your owners and settings give ${predicted}.`,
    })
    expect(sent).toHaveLength(1)
    expect(deployed).toEqual([])
  })
})
