import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSafeAppsClient, type SafeAppsClient } from '../app/createSafeAppsClient'
import { createAppHost } from '../host/createAppHost'
import type { SafeAppsError } from '../protocol/errors'
import { createFramePair, type FramePair } from '../test-utils/createFramePair'
import { addressBookPermission, safeInfo } from '../test-utils/fixtures'
import { createSafeAppProvider, type SafeAppProvider } from './createSafeAppProvider'

let frames: FramePair
let client: SafeAppsClient
let provider: SafeAppProvider
const rpcCall = vi.fn(({ params }: { params: unknown[] }) => params[0])
const requestPermissions = vi.fn((_request: unknown, { origin }: { origin: string }) => [
  addressBookPermission(origin),
])

beforeEach(() => {
  rpcCall.mockClear()
  requestPermissions.mockClear()
  frames = createFramePair()
  createAppHost({
    iframe: frames.iframe,
    appUrl: frames.appOrigin,
    window: frames.hostWindow,
    handlers: { rpcCall, wallet_requestPermissions: requestPermissions },
  })
  client = createSafeAppsClient({ window: frames.appWindow })
  provider = createSafeAppProvider(client, { safe: safeInfo })
})
afterEach(async () => {
  client.destroy()
  await frames.close()
})

const sentToHost = () =>
  frames.posts
    .filter((post) => post.to === 'host')
    .map((post) => {
      const { method, params } = post.data as { method: string; params: unknown }
      return { method, params }
    })

describe('createSafeAppProvider settings and permissions', () => {
  it('safe_setSettings sends the rpcCall eth.setSafeSettings sends', async () => {
    const settings = { offChainSigning: true }
    expect(await provider.request({ method: 'safe_setSettings', params: [settings] })).toEqual(
      settings,
    )
    expect(await client.eth.setSafeSettings(settings)).toEqual(settings)
    const [viaProvider, viaEth] = sentToHost()
    expect(viaProvider).toEqual({
      method: 'rpcCall',
      params: { call: 'safe_setSettings', params: [settings] },
    })
    expect(viaProvider).toEqual(viaEth)
  })

  it('safe_setSettings leaves the settings to the host to check', async () => {
    const error = await provider
      .request({ method: 'safe_setSettings', params: [{ offChainSigning: 'yes' }] })
      .catch((caught: unknown) => caught as SafeAppsError)
    expect(error).toMatchObject({ message: 'Invalid params for "safe_setSettings"' })
    expect(sentToHost()).toHaveLength(1)
    expect(rpcCall).not.toHaveBeenCalled()
  })

  it('wallet_requestPermissions asks the host for a valid request', async () => {
    const request = [{ requestAddressBook: {} }]
    expect(
      await provider.request({ method: 'wallet_requestPermissions', params: [request] }),
    ).toEqual([addressBookPermission(frames.appOrigin)])
    expect(requestPermissions).toHaveBeenCalledWith(request, expect.anything())
  })

  it.each([
    ['a method that is not restricted', [{ eth_accounts: {} }]],
    ['no array', { requestAddressBook: {} }],
    ['nothing', undefined],
  ])(
    'wallet_requestPermissions with %s fails as client.wallet does, sending nothing',
    async (_name, request) => {
      const viaProvider = await provider
        .request({ method: 'wallet_requestPermissions', params: [request] })
        .catch((caught: unknown) => caught as SafeAppsError)
      const viaWallet = await client.wallet
        .requestPermissions(request as never)
        .catch((caught: unknown) => caught as SafeAppsError)
      expect(viaProvider).toMatchObject({ message: 'Permissions request is invalid', code: 4001 })
      expect(viaProvider).toEqual(viaWallet)
      expect(sentToHost()).toEqual([])
    },
  )
})
