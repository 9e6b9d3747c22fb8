import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EVENT_STREAM_FEATURE } from '@assent/gateway-client'
import { afterEach, describe, expect, it } from 'vitest'
import { loadGatewayConfig } from './loadGatewayConfig'

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

function configFile(content: unknown): string {
  dir = mkdtempSync(join(tmpdir(), 'assent-config-'))
  const path = join(dir, 'chains.json')
  writeFileSync(path, JSON.stringify(content))
  return path
}

describe('loadGatewayConfig', () => {
  it('announces the event stream on the devnet chains', () => {
    const config = loadGatewayConfig({
      devnetRpcUrl: 'http://127.0.0.1:8545',
      secondDevnetRpcUrl: 'http://127.0.0.1:8546',
      demoAppUrl: 'http://127.0.0.1:5174',
    })
    expect(
      config.chains.map((chain) => chain.info.features.includes(EVENT_STREAM_FEATURE)),
    ).toEqual([true, true])
  })

  it('keeps announcing the event stream when the operator lists other features', () => {
    const config = loadGatewayConfig({
      chainsConfigPath: configFile({
        chains: [
          {
            chainId: 100,
            chainName: 'Gnosis',
            shortName: 'gno',
            rpcUrl: 'http://127.0.0.1:9545',
            info: { features: ['SAFE_APPS', 'EIP1559'] },
          },
        ],
      }),
      devnetRpcUrl: 'http://127.0.0.1:8545',
      demoAppUrl: 'http://127.0.0.1:5174',
    })
    expect(config.chains[0]?.info.features).toEqual(['SAFE_APPS', 'EIP1559', EVENT_STREAM_FEATURE])
  })

  it('takes a WebSocket URL for pushed new heads, and refuses one that is not ws:// or wss://', () => {
    const chain = {
      chainId: 100,
      chainName: 'Gnosis',
      shortName: 'gno',
      rpcUrl: 'http://127.0.0.1:9545',
    }
    const load = (wsRpcUrl: string) =>
      loadGatewayConfig({
        chainsConfigPath: configFile({ chains: [{ ...chain, wsRpcUrl }] }),
        devnetRpcUrl: 'http://127.0.0.1:8545',
        demoAppUrl: 'http://127.0.0.1:5174',
      })
    const config = load('wss://rpc.example/ws')
    expect(config.chains[0]?.wsRpcUrl).toBe('wss://rpc.example/ws')
    expect(config.chains[0]?.indexer.headsHeartbeatMs).toBe(1_500)
    expect(() => load('http://127.0.0.1:9546')).toThrow(
      /Invalid chains config .*chains\.0\.wsRpcUrl/,
    )
    // The devnet's chains have one: anvil answers WebSocket on its HTTP port.
    const devnet = loadGatewayConfig({
      devnetRpcUrl: 'http://127.0.0.1:8545',
      demoAppUrl: 'http://127.0.0.1:5174',
    })
    expect(devnet.chains[0]?.wsRpcUrl).toBe('ws://127.0.0.1:8545')
  })

  it('names the offending field of an invalid file', () => {
    const path = configFile({
      chains: [{ chainId: 'one', chainName: 'x', shortName: 'x', rpcUrl: 'x' }],
    })
    expect(() =>
      loadGatewayConfig({
        chainsConfigPath: path,
        devnetRpcUrl: 'http://127.0.0.1:8545',
        demoAppUrl: 'http://127.0.0.1:5174',
      }),
    ).toThrow(/Invalid chains config .*chains\.0\.chainId/)
  })
})
