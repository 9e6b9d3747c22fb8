import type { ErrorLike } from './errorChain'

/** What the caller knows beside the error; it fills the spec's texts with names. */
export type WalletErrorContext = {
  /** The chain the call was for, e.g. the target of a network switch. */
  chainId?: number | undefined
  /** The connected wallet's name, e.g. "Browser Wallet". */
  connectorName?: string | undefined
  /** The name of a chain the app knows, by id. */
  chainName?: ((chainId: number) => string | undefined) | undefined
}

/** The spec's text for a chain error (if it names one) and plain words beside it. */
export type ChainErrorWording = {
  specText: string | undefined
  explanation: string
  retry: boolean
}

// wagmi 2 and viem 2 word these errors differently from the spec (SPEC §8): the ids and names
// are read back from their messages, the only place the classes keep them.
const WALLET_MISMATCH =
  /current chain of the wallet \(id: (\d+)\) does not match the target chain for the transaction \(id: (\d+) – ([^)]+)\)/
const CONNECTOR_MISMATCH =
  /current chain of the connector \(id: (\d+)\) does not match the connection's chain \(id: (\d+)\)/
const NO_CONTRACT = /Chain "([^"]*)" does not support contract "([^"]+)"/

const named = (chain: ErrorLike[], name: string) => chain.find((e) => e.name === name)
const textOf = (error: ErrorLike | undefined) =>
  error ? `${String(error.shortMessage ?? '')} ${String(error.message ?? '')}` : ''

/**
 * The chain errors SPEC §8 names, from the errors wagmi 2 and viem 2 really throw:
 * - viem's ChainMismatchError and wagmi's ConnectorChainMismatchError → "Chain mismatch:
 *   Expected X, received Y.";
 * - a switch to a chain the app has not configured (wagmi's SwitchChainError around
 *   ChainNotConfiguredError), with the connector known → "Chain X not configured for connector Y.";
 * - viem's ChainDoesNotSupportContract for multicall3 → "Chain X does not support multicall".
 * Undefined for any other error.
 */
export function describeChainError(
  chain: ErrorLike[],
  context: WalletErrorContext = {},
): ChainErrorWording | undefined {
  const label = (chainId: number) => context.chainName?.(chainId) ?? `chain ${chainId}`

  const wallet = textOf(named(chain, 'ChainMismatchError')).match(WALLET_MISMATCH)
  if (wallet) {
    const [, current, target, targetName] = wallet
    // viem prints the name of the chain it was given; wagmi gives it only the id ("undefined").
    const viemName = targetName && targetName !== 'undefined' ? targetName : undefined
    return mismatch(
      context.chainName?.(Number(target)) ?? viemName ?? `chain ${target}`,
      label(Number(current)),
    )
  }
  const connector = textOf(named(chain, 'ConnectorChainMismatchError')).match(CONNECTOR_MISMATCH)
  if (connector) {
    const [, current, expected] = connector
    return mismatch(label(Number(expected)), label(Number(current)))
  }

  if (
    named(chain, 'SwitchChainError') &&
    named(chain, 'ChainNotConfiguredError') &&
    context.chainId !== undefined &&
    context.connectorName
  ) {
    return {
      specText: `Chain ${context.chainId} not configured for connector ${context.connectorName}.`,
      explanation: `${context.connectorName} cannot be switched to chain ${context.chainId}: it is not one of the networks this app offers. Pick one of the supported networks.`,
      retry: false,
    }
  }

  const contract = textOf(named(chain, 'ChainDoesNotSupportContract')).match(NO_CONTRACT)
  if (contract) {
    const [, chainName, contractName] = contract
    return contractName === 'multicall3'
      ? {
          specText: `Chain ${chainName} does not support multicall`,
          explanation:
            'This network has no multicall contract configured, so these reads cannot be made together.',
          retry: false,
        }
      : {
          specText: undefined,
          explanation: `This network does not support the contract needed for this read (${contractName}).`,
          retry: false,
        }
  }
  return undefined
}

function mismatch(expected: string, received: string): ChainErrorWording {
  return {
    specText: `Chain mismatch: Expected ${expected}, received ${received}.`,
    explanation: `Your wallet is on ${received}, but this needs ${expected}. Switch network in your wallet and try again.`,
    retry: true,
  }
}
