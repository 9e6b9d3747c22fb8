import { describe, expect, test } from 'vitest'
import { getTransactionDetails } from '../actions/getTransactionDetails'
import { getTransactionQueue } from '../actions/getTransactionQueue'
import { customSummary, SAFE, transactionDetails } from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'

const RLO = '\u202E'
const ZWSP = '\u200B'

const { server, client } = useTestServer()
const chainId = '31337'

describe('a proposer’s note from the gateway', () => {
  test('arrives cleaned of spoofing characters and line breaks, in the queue and the details', async () => {
    server().reply({
      json: {
        next: null,
        previous: null,
        results: [
          {
            type: 'TRANSACTION',
            transaction: { ...customSummary, note: `Pay\nthe ${RLO}auditors${ZWSP}` },
            conflictType: 'None',
          },
        ],
      },
    })
    const queue = await getTransactionQueue(client(), { chainId, address: SAFE })
    const item = queue.results[0]
    expect(item?.type === 'TRANSACTION' ? item.transaction.note : undefined).toBe(
      'Pay the auditors',
    )

    server().reply({ json: { ...transactionDetails, note: `  ${ZWSP} ` } })
    const empty = await getTransactionDetails(client(), {
      chainId,
      transactionId: transactionDetails.txId,
    })
    expect(empty.note).toBeNull()
  })

  test('is cut to 200 characters, and a gateway without notes is fine', async () => {
    server().reply({ json: { ...transactionDetails, note: 'n'.repeat(5000) } })
    const long = await getTransactionDetails(client(), {
      chainId,
      transactionId: transactionDetails.txId,
    })
    expect(long.note).toBe(`${'n'.repeat(199)}…`)

    server().reply({ json: transactionDetails })
    const none = await getTransactionDetails(client(), {
      chainId,
      transactionId: transactionDetails.txId,
    })
    expect(none.note).toBeUndefined()
  })
})
