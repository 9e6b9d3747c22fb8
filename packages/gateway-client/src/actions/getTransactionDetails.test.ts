import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { SAFE_TX_HASH, transactionDetails } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import { getTransactionDetails } from './getTransactionDetails'

const { server, client } = useTestServer()

describe('getTransactionDetails', () => {
  test('GETs a transaction by id', async () => {
    server().reply({ json: transactionDetails })
    const result = await getTransactionDetails(client(), {
      chainId: '31337',
      transactionId: transactionDetails.txId,
    })
    expect(result).toEqual(transactionDetails)
    expectRequest(server(), {
      method: 'GET',
      path: `/v1/chains/31337/transactions/${transactionDetails.txId}`,
    })
  })

  test('GETs a transaction by bare safeTxHash', async () => {
    server().reply({ json: transactionDetails })
    await getTransactionDetails(client(), { chainId: '31337', transactionId: SAFE_TX_HASH })
    expectRequest(server(), {
      method: 'GET',
      path: `/v1/chains/31337/transactions/${SAFE_TX_HASH}`,
    })
  })

  test('parses a module transaction whose optional parts are omitted', async () => {
    const { txData, safeAppInfo, txHash, executedAt, ...rest } = transactionDetails
    const moduleTx = {
      ...rest,
      txStatus: 'SUCCESS',
      detailedExecutionInfo: { type: 'MODULE', address: { value: SAFE_TX_HASH.slice(0, 42) } },
    }
    server().reply({ json: moduleTx })
    const result = await getTransactionDetails(client(), { chainId: '31337', transactionId: 'x' })
    expect(result.detailedExecutionInfo).toEqual(moduleTx.detailedExecutionInfo)
    expect([result.txData, result.safeAppInfo, result.txHash, result.executedAt]).toEqual([
      null,
      null,
      null,
      null,
    ])
  })

  test('names a broken confirmation field', async () => {
    const info = transactionDetails.detailedExecutionInfo
    server().reply({
      json: {
        ...transactionDetails,
        detailedExecutionInfo: { ...info, confirmations: [{ signer: { value: SAFE_TX_HASH } }] },
      },
    })
    await expect(
      getTransactionDetails(client(), { chainId: '31337', transactionId: 'x' }),
    ).rejects.toThrow(
      'Invalid response field "detailedExecutionInfo.confirmations.0.submittedAt": Invalid input: expected number, received undefined',
    )
  })

  test('rejects an unknown operation', async () => {
    const { txData } = transactionDetails
    server().reply({ json: { ...transactionDetails, txData: { ...txData, operation: 2 } } })
    await expect(
      getTransactionDetails(client(), { chainId: '31337', transactionId: 'x' }),
    ).rejects.toThrow('Invalid response field "txData.operation"')
  })
})
