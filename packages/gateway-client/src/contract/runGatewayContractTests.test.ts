import { SAFE_DEPLOYMENTS } from '@assent/core'
import { beforeEach } from 'vitest'
import { chainInfo, OWNER_A, OWNER_B, queuePage, SAFE, safeInfo } from '../test-utils/fixtures'
import type { ScriptedReply } from '../test-utils/startTestServer'
import { useTestServer } from '../test-utils/useTestServer'
import { runGatewayContractTests } from './runGatewayContractTests'

// The suite run against a minimal fake gateway serving the wire fixtures, so the suite itself is
// exercised here; apps/gateway runs it against the real service.
const { server } = useTestServer()

const NOT_A_SAFE = '0x000000000000000000000000000000000000dEaD'
const empty = { next: null, previous: null, results: [] }

const routes: Record<string, unknown> = {
  '/v1/chains': { count: 1, next: null, previous: null, results: [chainInfo] },
  '/v1/chains/31337': chainInfo,
  [`/v1/chains/31337/safes/${SAFE}`]: safeInfo,
  [`/v1/chains/31337/safes/${SAFE}/nonces`]: { currentNonce: 3, recommendedNonce: 4 },
  [`/v1/chains/31337/owners/${OWNER_A}/safes`]: { safes: [SAFE] },
  [`/v1/chains/31337/safes/${SAFE}/balances/usd`]: { fiatTotal: '0', items: [] },
  '/v1/balances/supported-fiat-codes': ['USD'],
  [`/v1/chains/31337/safes/${SAFE}/transactions/queued`]: queuePage,
  [`/v1/chains/31337/safes/${SAFE}/transactions/history`]: empty,
  '/v1/chains/31337/safe-apps': [],
  '/v1/chains/31337/about/master-copies': [
    {
      address: SAFE_DEPLOYMENTS['1.4.1'].safeL2,
      version: '1.4.1',
      deployer: 'Gnosis',
      deployerRepoUrl: 'https://github.com/safe-global/safe-contracts',
    },
  ],
  [`/v1/chains/31337/safes/${SAFE}/messages`]: empty,
  '/v1/auth/nonce': { nonce: 'abcdef0123456789' },
  '/v1/chains/31337/about/indexing': {
    chainId: '31337',
    latestBlock: 10,
    indexedBlock: 10,
    lag: 0,
    synced: true,
  },
}

beforeEach(() => {
  server().route(({ path }): ScriptedReply => {
    const json = routes[path]
    return json === undefined
      ? { status: 404, json: { code: 404, message: 'Not found' } }
      : { json }
  })
})

runGatewayContractTests(() => server().url, {
  chainId: '31337',
  safe: { address: SAFE, owners: [OWNER_A, OWNER_B], threshold: 2 },
  notASafe: NOT_A_SAFE,
})
