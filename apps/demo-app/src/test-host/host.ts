import { createAppHost } from '@assent/safe-apps/host'

/**
 * A minimal wallet page for the real-browser test: it embeds `?appUrl=` and answers with fixed
 * data, recording what it handled in `window.handled`.
 */
const appUrl = new URL(location.href).searchParams.get('appUrl')
if (!appUrl) throw new Error('appUrl missing')
const iframe = document.getElementById('app') as HTMLIFrameElement
const handled: unknown[] = []
Object.assign(window, { handled })
const safeAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

createAppHost({
  iframe,
  appUrl,
  handlers: {
    getSafeInfo: () => ({
      safeAddress,
      chainId: 31337,
      threshold: 1,
      owners: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      isReadOnly: false,
      nonce: 0,
      implementation: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
      modules: null,
      fallbackHandler: null,
      guard: null,
      version: '1.4.1',
    }),
    getEnvironmentInfo: () => ({ origin: location.origin }),
    sendTransactions: (params) => {
      handled.push(params)
      return { safeTxHash: `0x${'ab'.repeat(32)}` }
    },
    rpcCall: ({ call }) => {
      handled.push(call)
      return call === 'eth_getBalance' ? '0x2a' : null
    },
  },
})
iframe.src = appUrl
