// A Safe App built on the published @safe-global/safe-apps-sdk (v9), with the demo app's test
// ids, so the same browser scenarios prove that our host speaks the official wire format.
import SafeAppsSDK from '@safe-global/safe-apps-sdk'

declare const __WALLET_ORIGIN__: string
// Replies are accepted only from the wallet's exact origin.
const escapedOrigin = __WALLET_ORIGIN__.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const sdk = new SafeAppsSDK({ allowedDomains: [new RegExp(`^${escapedOrigin}$`)] })
// The SDK's own channel, to send a call its typed API does not offer (a refused RPC method).
const communicator = (
  sdk as unknown as {
    communicator: {
      send(method: string, params: unknown): Promise<{ success: boolean; data: unknown }>
    }
  }
).communicator

const last: { safeTxHash?: string; messageHash?: string; signature?: string } = {}
const input = (id: string) =>
  (document.querySelector(`[data-testid="input-${id}"]`) as HTMLInputElement).value

const actions: Record<string, () => Promise<unknown>> = {
  getSafeInfo: () => sdk.safe.getInfo(),
  getChainInfo: () => sdk.safe.getChainInfo(),
  getEnvironmentInfo: () => sdk.safe.getEnvironmentInfo(),
  getSafeBalances: () => sdk.safe.experimental_getBalances({ currency: 'usd' }),
  'sendTransactions-self': async () => {
    const { safeAddress } = await sdk.safe.getInfo()
    const result = await sdk.txs.send({ txs: [{ to: safeAddress, value: '0', data: '0x' }] })
    last.safeTxHash = result.safeTxHash
    return result
  },
  getTxBySafeTxHash: () => sdk.txs.getBySafeTxHash(input('safeTxHash') || last.safeTxHash || ''),
  signMessage: async () => {
    const result = (await sdk.txs.signMessage(input('message'))) as {
      messageHash?: string
      signature?: string
    }
    if (result.messageHash) last.messageHash = result.messageHash
    if (result.signature) last.signature = result.signature
    return result
  },
  getOffChainSignature: () =>
    sdk.safe.getOffChainSignature(input('messageHash') || last.messageHash || ''),
  isMessageSigned: () => sdk.safe.isMessageSigned(input('message'), last.signature ?? '0x'),
  'rpcCall-eth_getBalance': async () => {
    const { safeAddress } = await sdk.safe.getInfo()
    return sdk.eth.getBalance([safeAddress])
  },
  'rpcCall-eth_blockNumber': async () => {
    const response = await communicator.send('rpcCall', { call: 'eth_blockNumber', params: [] })
    return response.data
  },
  requestAddressBook: () => sdk.safe.requestAddressBook(),
  wallet_getPermissions: () => sdk.wallet.getPermissions(),
  wallet_requestPermissions: () => sdk.wallet.requestPermissions([{ requestAddressBook: {} }]),
}

const format = (value: unknown) =>
  value instanceof Error
    ? JSON.stringify({ error: value.message, code: (value as { code?: unknown }).code })
    : JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2)

const root = document.getElementById('root') as HTMLElement
for (const id of ['message', 'safeTxHash', 'messageHash']) {
  const field = document.createElement('input')
  field.dataset.testid = `input-${id}`
  field.placeholder = id
  root.append(field)
}
for (const [id, run] of Object.entries(actions)) {
  const button = document.createElement('button')
  button.dataset.testid = `call-${id}`
  button.textContent = id
  const pre = document.createElement('pre')
  pre.dataset.testid = `result-${id.replace(/-self$/, '')}`
  button.addEventListener('click', () => {
    pre.textContent = '…'
    run().then(
      (value) => {
        pre.textContent = format(value)
      },
      (error: unknown) => {
        pre.textContent = format(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
  root.append(button, pre)
}
const status = document.createElement('p')
status.dataset.testid = 'connection'
status.dataset.status = 'connecting'
root.append(status)
sdk.safe.getInfo().then((info) => {
  status.dataset.status = 'connected'
  status.textContent = info.safeAddress
})
