import { describe, expect, test } from 'vitest'
import { InvalidResponseError } from '../errors/gateway'
import { SAFE, safeInfo } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { getSafeInfo } from './getSafeInfo'

const { server, client } = useTestServer()

describe('getSafeInfo', () => {
  test('GETs /v1/chains/{chainId}/safes/{address} without a query and returns the Safe', async () => {
    server().reply({ json: safeInfo })
    const result = await getSafeInfo(client(), { chainId: '31337', address: SAFE })
    expect(result).toEqual(safeInfo)
    const [request] = server().requests
    expect(request?.method).toBe('GET')
    expect(request?.path).toBe(`/v1/chains/31337/safes/${SAFE}`)
    expect(request?.query).toBeNull()
    expect(request?.headers.accept).toBe('application/json')
    expect(request?.headers['content-type']).toBeUndefined()
    expect(request?.body).toBe('')
  })

  test('accepts a numeric chain id and percent-encodes path segments', async () => {
    server().reply({ json: safeInfo })
    await getSafeInfo(client(), { chainId: 1, address: 'a/b?c' })
    expect(server().requests[0]?.path).toBe('/v1/chains/1/safes/a%2Fb%3Fc')
  })

  test('keeps extra fields and unknown enum values from newer gateways', async () => {
    const newer = { ...safeInfo, implementationVersionState: 'DEPRECATED', newField: 1 }
    server().reply({ json: newer })
    const result = await getSafeInfo(client(), { chainId: '31337', address: SAFE })
    expect(result.implementationVersionState).toBe('DEPRECATED')
    expect(result).toMatchObject({ newField: 1 })
  })

  test('fills omitted nullable fields with null', async () => {
    const { guard, modules, ...withoutOptional } = safeInfo
    server().reply({ json: withoutOptional })
    const result = await getSafeInfo(client(), { chainId: '31337', address: SAFE })
    expect(result.guard).toBeNull()
    expect(result.modules).toBeNull()
  })

  test('names the field when the reply is not a SafeInfo', async () => {
    server().reply({ json: { ...safeInfo, owners: [{ value: 7 }] } })
    const error = await getSafeInfo(client(), { chainId: '31337', address: SAFE }).catch((e) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error.field).toBe('owners.0.value')
    expect(error.message).toBe(
      'Invalid response field "owners.0.value": Invalid input: expected string, received number',
    )
  })
})
