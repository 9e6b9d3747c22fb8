import type { Wallet } from '@rainbow-me/rainbowkit'
import type { CreateConnectorFn } from 'wagmi'

/**
 * Keeps a connector's SDK (WalletConnect, Coinbase, MetaMask, Safe) from loading at start-up.
 * wagmi calls `setup()` on every connector when the config is created, and WalletConnect's and
 * MetaMask's setup import their SDK at once; here setup runs only the first time the provider
 * is really asked for — when the user picks that wallet, or when it is reconnected as the
 * most recent one (see reconnectRecent). Injected connectors are left untouched (no SDK).
 */
export function deferConnectorSdk(createConnectorFn: CreateConnectorFn): CreateConnectorFn {
  return (config) => {
    const inner = createConnectorFn(config)
    if (inner.type === 'injected' || !inner.setup) return inner
    const innerSetup = inner.setup
    const innerGetProvider = inner.getProvider
    let setupStarted = false
    return {
      ...inner,
      setup: undefined,
      async getProvider(parameters) {
        const provider = await innerGetProvider.call(this, parameters)
        if (!setupStarted) {
          setupStarted = true
          await innerSetup.call(this)
        }
        return provider
      },
    }
  }
}

/** The same wallet, with its connector's SDK deferred (see deferConnectorSdk). */
export function withDeferredSdk<F extends (parameters: never) => Wallet>(createWallet: F): F {
  const deferred = (parameters: never): Wallet => {
    const wallet = createWallet(parameters)
    return {
      ...wallet,
      createConnector: (details) => deferConnectorSdk(wallet.createConnector(details)),
    }
  }
  return deferred as F
}
