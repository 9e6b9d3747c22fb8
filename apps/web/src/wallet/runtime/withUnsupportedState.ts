import type { Wallet } from '@rainbow-me/rainbowkit'
import type { CreateConnectorFn } from 'wagmi'

/** Appended to the name of a wallet that cannot work here (SPEC §2). */
export const UNSUPPORTED_SUFFIX = ' (unsupported)'

/** Why each of the spec's conditional wallets cannot work here, in words for the user. */
const reasons: Record<string, string> = {
  safe: 'Safe can be used only when this page is open inside a Safe (in a frame).',
  brave: 'Brave Wallet can be used only in the Brave browser.',
  ledgerUsb: 'Ledger over USB needs a browser with WebHID: Chrome, Edge, Brave or Opera.',
}

/** The wallet cannot work in this browser or context; it was offered anyway, disabled. */
export class UnsupportedWalletError extends Error {
  override name = 'UnsupportedWalletError'
}

/** A wallet shown as unsupported: `unsupportedReason` reaches the connector's `rkDetails`. */
export type UnsupportedWallet = Wallet & { unsupportedReason: string }

/**
 * SPEC §2: "Unsupported wallets appear as '(unsupported)' and are disabled". RainbowKit knows
 * when a wallet cannot work here (`installed: false`: Safe outside a frame, Brave Wallet
 * outside Brave), but its desktop and compact lists leave such a wallet out when it has no
 * download page (both have none), and even its list buttons cannot be disabled. So an unusable
 * wallet is turned into one RainbowKit does list: `installed` and `hidden` dropped, the name
 * suffixed " (unsupported)", and a connector that refuses every connection with the reason
 * (also what keeps a reconnect or a programmatic connect from reaching the wallet).
 * UnsupportedWalletOptions then disables its button in the modal, by `unsupportedReason`.
 */
export function withUnsupportedState<F extends (parameters: never) => Wallet>(createWallet: F): F {
  const wrapped = (parameters: never): Wallet => {
    const wallet = createWallet(parameters)
    if (wallet.installed !== false) return wallet
    const { installed: _installed, hidden: _hidden, ...rest } = wallet
    const reason = reasons[wallet.id] ?? `${wallet.name} cannot be used in this browser.`
    const unsupported: UnsupportedWallet = {
      ...rest,
      name: `${wallet.name}${UNSUPPORTED_SUFFIX}`,
      ...(wallet.shortName ? { shortName: `${wallet.shortName}${UNSUPPORTED_SUFFIX}` } : {}),
      unsupportedReason: reason,
      createConnector: (details) => refuseConnections(wallet.createConnector(details), reason),
    }
    return unsupported
  }
  return wrapped as F
}

/** The same connector (id, name, icon for wagmi), refusing to connect with `reason`. */
function refuseConnections(
  createConnectorFn: CreateConnectorFn,
  reason: string,
): CreateConnectorFn {
  return (config) => {
    const inner = createConnectorFn(config)
    const refuse = async (): Promise<never> => {
      throw new UnsupportedWalletError(reason)
    }
    return {
      ...inner,
      // RainbowKit asks for the chain before connecting; both must give the clear reason.
      connect: refuse,
      getChainId: refuse,
      getAccounts: refuse,
      getProvider: async () => undefined,
      isAuthorized: async () => false,
    }
  }
}
