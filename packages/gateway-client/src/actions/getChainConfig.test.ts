import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { chainInfo } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { getChainConfig } from './getChainConfig'

const { server, client } = useTestServer()

describe('getChainConfig', () => {
  test('GETs /v1/chains/{chainId}', async () => {
    server().reply({ json: chainInfo })
    expect(await getChainConfig(client(), { chainId: '31337' })).toEqual(chainInfo)
    expectRequest(server(), { method: 'GET', path: '/v1/chains/31337' })
  })

  test('upper-cases gas price types and keeps unknown ones', async () => {
    const gasPrice = [
      { type: 'oracle', uri: 'https://gas', gasParameter: 'fast', gweiFactor: '1' },
      { type: 'Fixed', weiValue: '1' },
      { type: 'fixed_eip1559', maxFeePerGas: '2', maxPriorityFeePerGas: '1' },
      { type: 'future_kind', extra: true },
    ]
    server().reply({ json: { ...chainInfo, gasPrice, features: ['SAFE_APPS', 'NEW_FEATURE'] } })
    const result = await getChainConfig(client(), { chainId: 31337 })
    expect(result.gasPrice.map((source) => source.type)).toEqual([
      'ORACLE',
      'FIXED',
      'FIXED_EIP1559',
      'FUTURE_KIND',
    ])
    expect(result.gasPrice[0]).toEqual({ ...gasPrice[0], type: 'ORACLE' })
    expect(result.features).toEqual(['SAFE_APPS', 'NEW_FEATURE'])
  })

  test('names a missing nested field', async () => {
    const { theme, ...rest } = chainInfo
    server().reply({ json: { ...rest, theme: { textColor: '#fff' } } })
    await expect(getChainConfig(client(), { chainId: '31337' })).rejects.toThrow(
      'Invalid response field "theme.backgroundColor": Invalid input: expected string, received undefined',
    )
  })
})
