import { describe, expect, test } from 'vitest'
import { expectRequest } from '../test-utils/expectRequest'
import { customSummary, OWNER_A, SAFE } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import type { TransactionListPage } from '../types/transactions'
import { getTransactionHistory } from './getTransactionHistory'

const { server, client } = useTestServer()

const historyPage: TransactionListPage = {
  next: null,
  previous: null,
  results: [
    { type: 'DATE_LABEL', timestamp: 1_700_000_000_000 },
    {
      type: 'TRANSACTION',
      conflictType: 'None',
      transaction: {
        id: `transfer_${SAFE}_0x${'01'.repeat(32)}_0`,
        txHash: `0x${'01'.repeat(32)}`,
        timestamp: 1_700_000_000_000,
        txStatus: 'SUCCESS',
        txInfo: {
          type: 'Transfer',
          sender: { value: OWNER_A },
          recipient: { value: SAFE },
          direction: 'INCOMING',
          transferInfo: { type: 'NATIVE_COIN', value: '5' },
        },
      },
    },
    {
      type: 'TRANSACTION',
      conflictType: 'None',
      transaction: {
        ...customSummary,
        txStatus: 'SUCCESS',
        txInfo: {
          type: 'SettingsChange',
          dataDecoded: { method: 'changeThreshold', parameters: [] },
          settingsInfo: { type: 'CHANGE_THRESHOLD', threshold: 1 },
        },
      },
    },
    {
      type: 'TRANSACTION',
      conflictType: 'None',
      transaction: {
        id: `creation_${SAFE}`,
        txHash: `0x${'02'.repeat(32)}`,
        timestamp: 1_600_000_000_000,
        txStatus: 'SUCCESS',
        txInfo: {
          type: 'Creation',
          creator: { value: OWNER_A },
          transactionHash: `0x${'02'.repeat(32)}`,
          implementation: { value: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762' },
          factory: { value: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67' },
        },
      },
    },
  ],
}

describe('getTransactionHistory', () => {
  test('GETs the history with no query by default and parses every item kind', async () => {
    server().reply({ json: historyPage })
    expect(await getTransactionHistory(client(), { chainId: '31337', address: SAFE })).toEqual(
      historyPage,
    )
    expectRequest(server(), {
      method: 'GET',
      path: `/v1/chains/31337/safes/${SAFE}/transactions/history`,
    })
  })

  test('sends timezone, trusted and cursor', async () => {
    server().reply({ json: historyPage })
    await getTransactionHistory(client(), {
      chainId: '31337',
      address: SAFE,
      timezone: 'Europe/Berlin',
      trusted: true,
      cursor: 'limit=20&offset=0',
    })
    expectRequest(server(), {
      method: 'GET',
      path: `/v1/chains/31337/safes/${SAFE}/transactions/history`,
      query: 'timezone=Europe%2FBerlin&trusted=true&cursor=limit%3D20%26offset%3D0',
    })
  })

  test('passes transaction kinds it does not know through unchanged', async () => {
    const swap = { type: 'SwapOrder', uid: '0x01', status: 'open' }
    const page = {
      ...historyPage,
      results: [
        { type: 'FUTURE_ITEM', whatever: 1 },
        {
          type: 'TRANSACTION',
          conflictType: 'None',
          transaction: { ...customSummary, txInfo: swap },
        },
      ],
    }
    server().reply({ json: page })
    expect(await getTransactionHistory(client(), { chainId: '31337', address: SAFE })).toEqual(page)
  })

  test('names the field of a broken known variant', async () => {
    const broken = {
      type: 'Transfer',
      sender: { value: OWNER_A },
      recipient: { value: SAFE },
      direction: 'INCOMING',
      transferInfo: { type: 'ERC20', value: '1' },
    }
    server().reply({
      json: {
        ...historyPage,
        results: [
          {
            type: 'TRANSACTION',
            conflictType: 'None',
            transaction: { ...customSummary, txInfo: broken },
          },
        ],
      },
    })
    await expect(
      getTransactionHistory(client(), { chainId: '31337', address: SAFE }),
    ).rejects.toThrow(
      'Invalid response field "results.0.transaction.txInfo.transferInfo.tokenAddress": Invalid input: expected string, received undefined',
    )
  })
})
