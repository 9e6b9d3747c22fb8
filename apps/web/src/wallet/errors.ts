import { type ErrorLike, errorChain } from './errorChain'
import { describeChainError, type WalletErrorContext } from './libraryChainErrors'

export type { WalletErrorContext }

/** What the user was doing when the wallet failed; it changes the wording. */
export type WalletAction =
  | 'connect'
  | 'switchChain'
  | 'addChain'
  | 'signMessage'
  | 'signTypedData'
  | 'sendTransaction'
  | 'signIn'
  | 'other'

export type WalletErrorDescription = {
  /** Short title, e.g. "Error switching chain". */
  title: string
  /**
   * The spec's exact text (SPEC §8) where it has one, then one or two sentences a person
   * understands: "User rejected request. You rejected the connection in your wallet. …".
   */
  message: string
  /** The spec's exact text alone ('User rejected request', 'Resource unavailable', …), if any. */
  specText?: string
  /** Whether offering "Retry" makes sense (not after the user said no). */
  retry: boolean
  /** The user declined in their wallet — usually shown quietly. */
  rejected: boolean
}

function codes(chain: ErrorLike[]): number[] {
  return chain.flatMap((e) => {
    const nested = (e.data as { originalError?: { code?: unknown } } | undefined)?.originalError
      ?.code
    return [e.code, nested].filter((c): c is number => typeof c === 'number')
  })
}

const has = (chain: ErrorLike[], name: string) => chain.some((e) => e.name === name)
const text = (chain: ErrorLike[]) =>
  chain.map((e) => `${String(e.shortMessage ?? '')} ${String(e.message ?? '')}`).join(' ')

const titles: Record<WalletAction, string> = {
  connect: 'Could not connect the wallet',
  switchChain: 'Error switching chain',
  addChain: 'Error adding chain',
  signMessage: 'Message not signed',
  signTypedData: 'Signature not created',
  sendTransaction: 'Transaction not sent',
  signIn: 'Sign-in failed',
  other: 'Wallet error',
}

/** SPEC §8's exact texts for the errors it names; shown first, the explanation beside. */
export const WALLET_ERROR_TEXTS = {
  userRejected: 'User rejected request',
  resourceUnavailable: 'Resource unavailable',
  switchChain: 'Error switching chain',
  addChain: 'Error adding chain',
  connectorNotFound: 'Connector not found',
  connectorAlreadyConnected: 'Connector already connected',
  chainNotConfigured: 'Chain not configured.',
  somethingWentWrong: 'Oops, something went wrong!',
} as const

/**
 * Turns any wallet, wagmi or viem error into the spec's text plus plain words (SPEC §8),
 * choosing the wording by error code or class name anywhere in the cause chain. `context`
 * names the chains and the wallet where the spec's texts name them ("Chain 10 not configured
 * for connector Browser Wallet."); without it they fall back to ids or the shorter text.
 * @example describeWalletError({ code: 4001 }, 'switchChain').message // "User rejected request. You rejected…"
 */
export function describeWalletError(
  error: unknown,
  action: WalletAction = 'other',
  context: WalletErrorContext = {},
): WalletErrorDescription {
  const chain = errorChain(error)
  const errorCodes = codes(chain)
  const all = text(chain)
  const title = titles[action]
  const result = (
    message: string,
    retry = true,
    rejected = false,
    specText?: string,
  ): WalletErrorDescription =>
    specText
      ? {
          title,
          message: `${specText}${/[.!?]$/.test(specText) ? '' : '.'} ${message}`,
          specText,
          retry,
          rejected,
        }
      : { title, message, retry, rejected }

  const networkChange = action === 'switchChain' || action === 'addChain'
  const addChainFailed = networkChange && walletFailedToAddChain(chain)
  if (!addChainFailed && userRejected(chain)) {
    const what = networkChange
      ? 'the network change'
      : action === 'connect'
        ? 'the connection'
        : 'the request'
    return result(
      `You rejected ${what} in your wallet. Nothing was changed.`,
      false,
      true,
      WALLET_ERROR_TEXTS.userRejected,
    )
  }
  if (errorCodes.includes(-32002) || has(chain, 'ResourceUnavailableRpcError')) {
    return result(
      'Your wallet already has a request waiting. Open your wallet, answer it, then try again.',
      true,
      false,
      WALLET_ERROR_TEXTS.resourceUnavailable,
    )
  }
  // The spec's "Error adding chain" is owed where the wallet failed, also when wagmi calls it
  // a rejection (walletFailedToAddChain).
  if (action === 'addChain' || addChainFailed) {
    const reason = walletReason(addChainFailed ? chain.slice(1) : chain)
    return {
      ...result(
        `Your wallet could not add this network${reason ? ` (it said: ${reason})` : ''}. Add it in your wallet by hand, then try again.`,
        true,
        false,
        WALLET_ERROR_TEXTS.addChain,
      ),
      title: titles.addChain,
    }
  }
  const chainError = describeChainError(chain, context)
  if (chainError) {
    return result(chainError.explanation, chainError.retry, false, chainError.specText)
  }
  // Before the 4902 below: wagmi's connectors wrap it in a SwitchChainError (code 4902).
  if (has(chain, 'ChainNotConfiguredError') || /chain not configured/i.test(all)) {
    return result(
      'This network is not configured in the app. Pick one of the supported networks.',
      false,
      false,
      WALLET_ERROR_TEXTS.chainNotConfigured,
    )
  }
  // wagmi answers a wallet's own 4902 (unknown chain) with wallet_addEthereumChain; a 4902 that
  // reaches us is viem's SwitchChainError: the spec's "Error switching chain" (4902).
  if (errorCodes.includes(4902) || has(chain, 'SwitchChainError')) {
    return {
      ...result(
        'Your wallet could not switch networks. If it does not know this network yet, add it in your wallet, then try again.',
        true,
        false,
        `${WALLET_ERROR_TEXTS.switchChain} (4902)`,
      ),
      title: titles.switchChain,
    }
  }
  const noSwitching = all.match(/(?:"[^"]*"|\S+) does not support programmatic chain switching\./i)
  if (has(chain, 'SwitchChainNotSupportedError') || noSwitching) {
    return result(
      'Your wallet cannot switch networks from here. Switch the network in your wallet itself.',
      false,
      false,
      noSwitching?.[0] ?? 'does not support programmatic chain switching',
    )
  }
  // A hardware wallet's own words (hardware/ledger/ledgerDeviceError): the device said why.
  const device = chain.find((e) => e.name === 'LedgerDeviceError')
  if (device) return result(String(device.message))
  const unsupported = chain.find((e) => e.name === 'UnsupportedWalletError')
  if (unsupported) return result(String(unsupported.message), false)
  // wagmi 2 says "Provider not found." where the spec (and wagmi 1) say "Connector not found".
  if (
    has(chain, 'ConnectorNotFoundError') ||
    has(chain, 'ProviderNotFoundError') ||
    /connector not found/i.test(all)
  ) {
    return result(
      'No wallet was found in this browser. Install a wallet extension or pick another option.',
      false,
      false,
      WALLET_ERROR_TEXTS.connectorNotFound,
    )
  }
  if (has(chain, 'ConnectorAlreadyConnectedError') || /connector already connected/i.test(all)) {
    return result(
      'This wallet is already connected.',
      false,
      false,
      WALLET_ERROR_TEXTS.connectorAlreadyConnected,
    )
  }
  if (has(chain, 'ChainMismatchError') || has(chain, 'ConnectorChainMismatchError')) {
    return result(
      'Your wallet is on a different network than this Safe. Switch network and try again.',
    )
  }
  if (has(chain, 'InsufficientFundsError') || /insufficient funds/i.test(all)) {
    return result(
      'Your wallet does not have enough funds to pay for this transaction and its gas.',
      false,
    )
  }
  if (
    has(chain, 'NonceTooLowError') ||
    /nonce (too low|already used|has already been used)/i.test(all)
  ) {
    return result(
      'Your wallet used a transaction number (nonce) that is already taken. Reset the account in your wallet or wait, then retry.',
    )
  }
  if (
    has(chain, 'FeeCapTooLowError') ||
    /replacement (fee|transaction) (too low|underpriced)/i.test(all)
  ) {
    return result(
      'The fee is too low to replace your pending transaction. Raise the fee and retry.',
    )
  }
  if (
    has(chain, 'EstimateGasExecutionError') ||
    /unpredictable gas limit|cannot estimate gas/i.test(all)
  ) {
    return result(
      'The transaction would fail on chain, so its gas could not be estimated. Check the details before retrying.',
    )
  }
  if (has(chain, 'AbiFunctionNotFoundError') || /function .* not found on abi/i.test(all)) {
    return result('The contract does not have the function that was called.', false)
  }
  if (has(chain, 'ContractFunctionZeroDataError') || /returned no data/i.test(all)) {
    return result('The contract returned no data. Is it deployed on this network?', false)
  }
  if (has(chain, 'ContractFunctionRevertedError') || /reverted/i.test(all)) {
    return result('The contract rejected the call (it reverted).', false)
  }
  if (has(chain, 'AbiDecodingDataSizeTooSmallError') || /decod/i.test(all)) {
    return result('The contract answered with data that could not be read.', false)
  }
  if (action === 'switchChain') {
    return {
      ...result('Your wallet could not switch networks. Try again or switch in your wallet.'),
      title: titles.switchChain,
    }
  }
  const first = chain[0]
  const detail = String(first?.shortMessage ?? first?.message ?? '').trim()
  return result(detail ? `Something went wrong: ${detail}` : WALLET_ERROR_TEXTS.somethingWentWrong)
}

const REJECTION_TEXT = /user (rejected|denied|closed)|rejected the request|empty accounts/i

function userRejected(chain: ErrorLike[]): boolean {
  return (
    codes(chain).includes(4001) ||
    has(chain, 'UserRejectedRequestError') ||
    REJECTION_TEXT.test(text(chain))
  )
}

/**
 * wagmi's injected and Coinbase connectors answer a failed wallet_addEthereumChain (after the
 * wallet's 4902) with a UserRejectedRequestError around whatever the wallet threw, a refusal
 * or not. Only the wrapped error tells: no rejection in it means the wallet failed, not the user.
 */
function walletFailedToAddChain(chain: ErrorLike[]): boolean {
  const [outer, ...inner] = chain
  return outer?.name === 'UserRejectedRequestError' && inner.length > 0 && !userRejected(inner)
}

/** The wallet's own words for a failure, innermost first, if it gave any. */
function walletReason(chain: ErrorLike[]): string | undefined {
  const innermost = chain.at(-1)
  const reason = String(innermost?.shortMessage ?? innermost?.message ?? '').trim()
  return reason || undefined
}
