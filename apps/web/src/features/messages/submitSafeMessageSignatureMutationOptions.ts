import type { SafeMessageTypedData } from '@assent/core'
import {
  type GatewayClient,
  getSafeMessageQueryKey,
  getSafeMessagesQueryKey,
} from '@assent/gateway-client'
import type { LooseTypedData } from '@assent/review'
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import { submitSafeMessageSignature } from './submitSafeMessageSignature'

/** What the sign button hands to `mutate`. */
export type SubmitSafeMessageSignatureVariables = {
  /** `version` null when the gateway does not know it: nothing can be signed then. */
  safe: { chainId: string; address: Address; version: string | null }
  account: Address
  content: string | LooseTypedData
  /** The SafeMessage hash computed here. */
  messageHash: Hex
  /** The Safe App that asked, as stored with a new message. */
  origin?: string
  safeAppId?: number
}

/**
 * Mutation options that sign a SafeMessage and propose or confirm it at the gateway
 * (submitSafeMessageSignature), then mark the Safe's message list and the chain's messages
 * stale, refetching those on screen, before `onSuccess` runs.
 *
 * @example
 * const sign = useMutation(submitSafeMessageSignatureMutationOptions({ queryClient, gateway, signTypedData }))
 * sign.mutate({ safe, account, content, messageHash })
 */
export function submitSafeMessageSignatureMutationOptions({
  queryClient,
  gateway,
  signTypedData,
  onSuccess,
}: {
  queryClient: QueryClient
  gateway: GatewayClient
  signTypedData: (typedData: SafeMessageTypedData & { account: Address }) => Promise<Hex>
  /** The screen's follow-up (close the dialog, start waiting for the other owners). */
  onSuccess?: () => void
}) {
  return mutationOptions({
    mutationKey: ['submitSafeMessageSignature'],
    mutationFn: ({
      safe,
      account,
      content,
      messageHash,
      origin,
      safeAppId,
    }: SubmitSafeMessageSignatureVariables): Promise<void> => {
      if (!safe.version) {
        return Promise.reject(
          new Error("The Safe's version is unknown, so the message cannot be signed."),
        )
      }
      return submitSafeMessageSignature({
        client: gateway,
        safe: { chainId: safe.chainId, safeAddress: safe.address, safeVersion: safe.version },
        account,
        content,
        messageHash,
        origin,
        safeAppId,
        signTypedData,
      })
    },
    onSuccess: (_result, { safe: { chainId, address } }) => {
      void queryClient.invalidateQueries({
        queryKey: getSafeMessagesQueryKey(gateway, { chainId, address }),
      })
      void queryClient.invalidateQueries({ queryKey: getSafeMessageQueryKey(gateway, { chainId }) })
      onSuccess?.()
    },
  })
}
