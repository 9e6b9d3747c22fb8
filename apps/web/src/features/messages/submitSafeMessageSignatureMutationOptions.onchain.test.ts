// @vitest-environment node
import { safeMessageHash } from '@assent/core'
import {
  GatewayResponseError,
  getSafeMessage,
  getSafeMessageQueryKey,
  getSafeMessagesQueryKey,
} from '@assent/gateway-client'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { MutationObserver, QueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../test-utils/startTestGateway'
import {
  type SubmitSafeMessageSignatureVariables,
  submitSafeMessageSignatureMutationOptions,
} from './submitSafeMessageSignatureMutationOptions'

// Signing an off-chain message through the sign button's mutation options: the first owner's
// signature proposes it at a real gateway (which checks it against the Safe on anvil), the
// second confirms it, and each time the Safe's message list and the chain's messages are
// marked stale before onSuccess runs.
let devnet: TestDevnet
let gateway: TestGateway
let safeAddress: Address
let otherSafe: Address
let chainId: string

beforeAll(async () => {
  devnet = await startTestDevnet()
  gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl })
  safeAddress = await deployTestSafe(devnet, { owners: [0, 1], threshold: 2 })
  otherSafe = await deployTestSafe(devnet, { owners: [0], threshold: 1 })
  chainId = String(devnet.chainId)
}, 120_000)
afterAll(async () => {
  await gateway?.stop()
  await devnet?.stop()
})

/** Options for a wallet that signs with test account `signer`, whatever it is asked for. */
function optionsFor(queryClient: QueryClient, signer: number, onSuccess?: () => void) {
  const wallet = devnet.walletClients[signer]!
  return submitSafeMessageSignatureMutationOptions({
    queryClient,
    gateway: gateway.client,
    signTypedData: ({ account: _account, ...typedData }) => wallet.signTypedData(typedData),
    onSuccess,
  })
}

function variablesFor(text: string, account: number): SubmitSafeMessageSignatureVariables {
  return {
    safe: { chainId, address: safeAddress, version: '1.4.1' },
    account: devnet.walletClients[account]!.account.address,
    content: text,
    messageHash: safeMessageHash({
      chainId: devnet.chainId,
      safeAddress,
      safeVersion: '1.4.1',
      message: text,
    }),
  }
}

/** Cache entries no screen watches: the Safe's list, the message, another Safe's list. */
function seeded(queryClient: QueryClient, messageHash: string) {
  const keys = {
    list: getSafeMessagesQueryKey(gateway.client, { chainId, address: safeAddress }),
    message: getSafeMessageQueryKey(gateway.client, { chainId, messageHash }),
    otherList: getSafeMessagesQueryKey(gateway.client, { chainId, address: otherSafe }),
  }
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { seeded: true })
  return (name: keyof typeof keys) => queryClient.getQueryState(keys[name])?.isInvalidated
}

const stored = (messageHash: `0x${string}`) =>
  getSafeMessage(gateway.client, { chainId, messageHash }).catch((error: unknown) => {
    if (error instanceof GatewayResponseError && error.status === 404) return null
    throw error
  })

describe('submitSafeMessageSignatureMutationOptions', () => {
  it('proposes with the first owner, confirms with the second, marking the messages stale', async () => {
    const queryClient = new QueryClient()
    const first = variablesFor('Assent test: a message two owners sign', 0)
    const stale = seeded(queryClient, first.messageHash)
    let staleAtSuccess: (boolean | undefined)[] = []
    await new MutationObserver(
      queryClient,
      optionsFor(queryClient, 0, () => {
        staleAtSuccess = [stale('list'), stale('message'), stale('otherList')]
      }),
    ).mutate(first)
    expect(staleAtSuccess).toEqual([true, true, false])
    expect((await stored(first.messageHash))?.confirmations).toHaveLength(1)

    await new MutationObserver(queryClient, optionsFor(queryClient, 1)).mutate(
      variablesFor('Assent test: a message two owners sign', 1),
    )
    const confirmed = await stored(first.messageHash)
    expect(confirmed?.confirmations).toHaveLength(2)
    expect(confirmed?.status).toBe('CONFIRMED')
  })

  it('signs nothing for a Safe of unknown version, sends nothing for a wrong signature', async () => {
    const queryClient = new QueryClient()
    const unknown = variablesFor('Assent test: unknown version', 0)
    let asked = false
    const options = submitSafeMessageSignatureMutationOptions({
      queryClient,
      gateway: gateway.client,
      signTypedData: () => {
        asked = true
        return Promise.reject(new Error('not reached'))
      },
    })
    await expect(
      new MutationObserver(queryClient, options).mutate({
        ...unknown,
        safe: { ...unknown.safe, version: null },
      }),
    ).rejects.toThrow("The Safe's version is unknown, so the message cannot be signed.")
    expect(asked).toBe(false)

    // Account 1's wallet answers for account 0: recovered here, refused before the gateway.
    const wrong = variablesFor('Assent test: wrong signer', 0)
    const stale = seeded(queryClient, wrong.messageHash)
    await expect(
      new MutationObserver(queryClient, optionsFor(queryClient, 1)).mutate(wrong),
    ).rejects.toThrow(
      `The wallet's signature recovers to ${devnet.walletClients[1]!.account.address}, not to ${wrong.account}.`,
    )
    expect(await stored(wrong.messageHash)).toBeNull()
    expect(stale('list')).toBe(false)
  })
})
