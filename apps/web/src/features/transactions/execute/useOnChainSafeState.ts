import { safeAbi } from '@assent/core'
import type { Address } from 'viem'
import { useReadContracts } from 'wagmi'
import type { CurrentSafe } from '../../safe/SafeContext'
import { compareSafeState } from '../verification/compareSafeState'
import type { VerificationProblem } from '../verification/verifyTransaction'

/**
 * Reads owners, threshold and VERSION from the Safe contract through the wallet's RPC and
 * compares them with the gateway's Safe info. `problems` is undefined while reading (signing
 * waits), and says so when the chain cannot be read.
 */
export function useOnChainSafeState(safe: CurrentSafe): {
  problems: VerificationProblem[] | undefined
} {
  const contract = {
    address: safe.address as Address,
    abi: safeAbi,
    chainId: Number(safe.chainId),
  } as const
  const { data, error } = useReadContracts({
    contracts: [
      { ...contract, functionName: 'getOwners' },
      { ...contract, functionName: 'getThreshold' },
      { ...contract, functionName: 'VERSION' },
    ],
    allowFailure: false,
    query: { staleTime: 5_000, refetchInterval: 15_000 },
  })
  if (error) {
    return {
      problems: [
        {
          code: 'safe-state-mismatch',
          message: `The Safe could not be read on chain to check the gateway (${error.message.split('\n')[0]}).`,
        },
      ],
    }
  }
  if (!data) return { problems: undefined }
  const [owners, threshold, version] = data
  return {
    problems: compareSafeState(
      {
        owners: safe.safeInfo.owners.map((owner) => owner.value),
        threshold: safe.safeInfo.threshold,
        version: safe.safeInfo.version,
      },
      { owners, threshold: Number(threshold), version },
    ),
  }
}
