import { mutationOptions } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import {
  type DeploySafeParameters,
  type DeploySafeStep,
  type DeploySafeWallet,
  deploySafe,
} from './deploySafe'

/** What the deploy button hands to `mutate`: the new Safe's settings and the wallet's chain. */
export type DeploySafeVariables = Omit<DeploySafeParameters, 'onStep' | 'onSent'>

/**
 * Mutation options that deploy and verify a new Safe (deploySafe). Nothing cached changes: the
 * screen hands the new address on in `onSuccess`.
 *
 * @example
 * const deploy = useMutation(deploySafeMutationOptions({ wallet, onStep, onSuccess }))
 * deploy.mutate({ chainId, chainName, walletChainId, choice, owners, threshold, saltNonce })
 */
export function deploySafeMutationOptions({
  wallet,
  onStep,
  onSent,
  onSuccess,
}: {
  wallet: DeploySafeWallet
  onStep?: (step: DeploySafeStep) => void
  /** The wallet sent the deployment (to track it until mined). */
  onSent?: (hash: Hex, variables: DeploySafeVariables) => void
  /** The new Safe passed every check. */
  onSuccess?: (safe: Address) => void
}) {
  return mutationOptions({
    mutationKey: ['deploySafe'],
    mutationFn: (variables: DeploySafeVariables): Promise<Address> =>
      deploySafe(wallet, {
        ...variables,
        onStep,
        onSent: (hash) => onSent?.(hash, variables),
      }),
    onSuccess: (safe) => onSuccess?.(safe),
  })
}
