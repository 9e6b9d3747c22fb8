import type { Page } from 'playwright-core'

export type InjectedWalletOptions = {
  rpcUrl: string
  /** An unlocked anvil account: anvil signs and sends for it. */
  account: `0x${string}`
  chainId: number
  /** More networks the wallet can switch to: chain id → RPC URL. */
  otherChains?: Record<number, string>
  /** Methods the "user" rejects with 4001, to test rejection paths. */
  reject?: string[]
  /** Extra flags on the provider, e.g. `{ isBraveWallet: true }` to look like Brave's wallet. */
  providerFlags?: Record<string, boolean>
  /** How wallet_addEthereumChain fails, for a wallet that cannot add networks. */
  addChainError?: { code: number; message: string }
}

export type InjectedWallet = {
  /**
   * Changes the wallet's chain as a user would in the extension, firing chainChanged; with
   * `announce: false` without the event, as a wallet that switched behind the page's back.
   */
  setChainId(chainId: number, options?: { announce?: boolean }): Promise<void>
  /** The user removed `chainId` from the wallet: switching to it answers 4902 (unknown chain). */
  forgetChain(chainId: number): void
  setReject(methods: string[]): void
  /** Every method the page asked the wallet for, in order. */
  calls: string[]
  /** Back to how it was injected (its chain, no forgotten chain, no call), refusing `reject`. */
  reset(options: { reject?: string[] }): void
}

/**
 * Gives the page a `window.ethereum` (the "Browser Wallet") backed by an unlocked anvil
 * account. Requests travel from the page to this Node process and on to anvil, so nothing in
 * the page's security policy has to change for the test.
 */
export async function injectWallet(
  page: Page,
  options: InjectedWalletOptions,
): Promise<InjectedWallet> {
  let chainId = options.chainId
  let reject = new Set(options.reject ?? [])
  const forgotten = new Set<number>()
  const calls: string[] = []
  let nextId = 1

  await page.exposeFunction('__assentWalletRequest', async (method: string, params: unknown) => {
    calls.push(method)
    if (reject.has(method)) return { error: { code: 4001, message: 'User rejected the request.' } }
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return { result: [options.account] }
      case 'eth_chainId':
        return { result: `0x${chainId.toString(16)}` }
      case 'net_version':
        return { result: String(chainId) }
      case 'wallet_switchEthereumChain': {
        const wanted = Number((params as [{ chainId: string }])[0].chainId)
        const known = wanted === options.chainId || options.otherChains?.[wanted] !== undefined
        if (!known || forgotten.has(wanted)) {
          return { error: { code: 4902, message: 'Unrecognized chain ID.' } }
        }
        chainId = wanted
        return { result: null, emit: { event: 'chainChanged', data: `0x${wanted.toString(16)}` } }
      }
      case 'wallet_addEthereumChain':
        if (options.addChainError) return { error: options.addChainError }
        return { result: null }
      case 'wallet_watchAsset':
        return { result: null }
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return { result: [{ parentCapability: 'eth_accounts' }] }
    }
    const rpcUrl = chainId === options.chainId ? options.rpcUrl : options.otherChains?.[chainId]
    const response = await fetch(rpcUrl ?? options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: unknown }
    return body.error ? { error: body.error } : { result: body.result }
  })

  await page.addInitScript((flags: Record<string, boolean>) => {
    type Answer = {
      result?: unknown
      error?: { code: number; message: string }
      emit?: { event: string; data: unknown }
    }
    const w = window as unknown as {
      __assentWalletRequest(method: string, params: unknown): Promise<Answer>
      ethereum?: unknown
    }
    const listeners = new Map<string, Set<(data: unknown) => void>>()
    const emit = (event: string, data: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(data)
    }
    const provider = {
      ...flags,
      isAssentTestWallet: true,
      async request({ method, params }: { method: string; params?: unknown }) {
        const answer = await w.__assentWalletRequest(method, params)
        if (answer.emit) setTimeout(() => emit(answer.emit!.event, answer.emit!.data), 0)
        if (answer.error) {
          throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
        }
        return answer.result
      },
      on(event: string, listener: (data: unknown) => void) {
        if (!listeners.has(event)) listeners.set(event, new Set())
        listeners.get(event)!.add(listener)
        return provider
      },
      removeListener(event: string, listener: (data: unknown) => void) {
        listeners.get(event)?.delete(listener)
        return provider
      },
    }
    w.ethereum = provider
    // Tests drive chain switches from the "extension" side through this hook.
    ;(window as unknown as { __assentWalletEmit: typeof emit }).__assentWalletEmit = emit
  }, options.providerFlags ?? {})

  return {
    calls,
    reset({ reject: methods = [] }) {
      chainId = options.chainId
      reject = new Set(methods)
      forgotten.clear()
      calls.length = 0
    },
    setReject(methods) {
      reject = new Set(methods)
    },
    forgetChain(id) {
      forgotten.add(id)
    },
    async setChainId(next, { announce = true } = {}) {
      chainId = next
      if (!announce) return
      await page.evaluate(
        (hex) =>
          (
            window as unknown as { __assentWalletEmit(e: string, d: unknown): void }
          ).__assentWalletEmit('chainChanged', hex),
        `0x${next.toString(16)}`,
      )
    },
  }
}
