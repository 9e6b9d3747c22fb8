import { and, asc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { getAddress, zeroAddress } from 'viem'
import { getBalances } from '../assets/getBalances'
import { respondCached } from '../cache/respondCached'
import { readSafeStateCached } from '../chain/readSafeStateCached'
import { safeModules, safeOwners, safes } from '../db/schema/safes'
import { moduleTransactions } from '../db/schema/tokens'
import type { GatewayDeps } from '../deps'
import { notFound } from '../errors'
import { isoDate } from './serviceFormat'
import { pathAddress, queryBoolean, serviceChain } from './serviceRequest'
import { serviceRoute } from './serviceRoute'

/**
 * The service's about, Safe and owner/module lookups. A Safe's configuration is read from the
 * chain (as the Client Gateway's SafeInfo is); owners and creations come from the indexer.
 */
export function safesRoutes(deps: GatewayDeps, app: Hono): void {
  serviceRoute(app, 'GET', ['/v1/about'], (c) => {
    const chain = serviceChain(deps, c)
    return c.json({
      name: 'Safe Transaction Service',
      // The API dialect served (what api-kit 5 and safe-cli expect), not Assent's own version.
      version: '5.0.0',
      api_version: 'v1',
      secure: new URL(c.req.url).protocol === 'https:',
      host: new URL(c.req.url).host,
      headers: [],
      settings: {
        AWS_CONFIGURED: false,
        AWS_S3_PUBLIC_URL: '',
        ETHEREUM_NODE_URL: '',
        ETHEREUM_TRACING_NODE_URL: null,
        ETH_INTERNAL_TXS_BLOCK_PROCESS_LIMIT: 0,
        ETH_INTERNAL_NO_FILTER: false,
        ETH_REORG_BLOCKS: chain.config.indexer.reorgDepth,
        TOKENS_LOGO_BASE_URI: '',
        TOKENS_LOGO_EXTENSION: '',
      },
    })
  })

  serviceRoute(app, 'GET', ['/v1/about/singletons', '/v1/about/master-copies'], (c) => {
    const chain = serviceChain(deps, c)
    return c.json(
      chain.config.masterCopies.map((copy) => ({
        address: copy.address,
        version: copy.version,
        deployer: copy.deployer,
        deployedBlockNumber: 0,
        lastIndexedBlockNumber: 0,
        l2: copy.l2,
      })),
    )
  })

  serviceRoute(app, 'GET', ['/v1/about/ethereum-rpc'], (c) => {
    const chain = serviceChain(deps, c)
    return c.json({ version: 'anvil', block_number: null, chain_id: chain.chainId, syncing: false })
  })

  serviceRoute(app, 'GET', ['/v1/safes/:address'], (c) => {
    const chain = serviceChain(deps, c)
    const address = pathAddress(c)
    return respondCached(
      c,
      deps.db,
      chain,
      async () => {
        const state = await readSafeStateCached(chain, address)
        return {
          address,
          nonce: state.nonce.toString(),
          threshold: state.threshold,
          owners: state.owners,
          // api-kit reads `singleton`, safe-cli and older clients `masterCopy`.
          singleton: state.implementation,
          masterCopy: state.implementation,
          modules: state.modules,
          fallbackHandler: state.fallbackHandler ?? zeroAddress,
          guard: state.guard ?? zeroAddress,
          version: state.version,
        }
      },
      { perHead: true },
    )
  })

  serviceRoute(app, 'GET', ['/v1/safes/:address/balances'], async (c) => {
    const chain = serviceChain(deps, c)
    const safe = pathAddress(c)
    const trusted = queryBoolean(c, 'trusted') ?? false
    // The Client Gateway's balances (read on chain now), in the service's v1 shape: the native
    // coin first with a null token, then ERC-20s held; fiat values are not part of this shape.
    const { items } = await getBalances(deps, chain, { safe, currency: 'usd', trusted })
    const native = items.filter((item) => item.tokenInfo.type === 'NATIVE_TOKEN')
    const erc20 = items.filter((item) => item.tokenInfo.type !== 'NATIVE_TOKEN')
    return c.json([
      ...native.map((item) => ({ tokenAddress: null, token: null, balance: item.balance })),
      ...erc20.map((item) => ({
        tokenAddress: getAddress(item.tokenInfo.address),
        token: {
          name: item.tokenInfo.name,
          symbol: item.tokenInfo.symbol,
          decimals: item.tokenInfo.decimals,
          logoUri: item.tokenInfo.logoUri ?? '',
        },
        balance: item.balance,
      })),
    ])
  })

  serviceRoute(app, 'GET', ['/v1/safes/:address/creation'], async (c) => {
    const chain = serviceChain(deps, c)
    const address = pathAddress(c)
    const [row] = await deps.db
      .select()
      .from(safes)
      .where(and(eq(safes.chainId, chain.chainId), eq(safes.address, address)))
    if (!row?.creationTxHash) throw notFound('Safe creation not found')
    return c.json({
      created: isoDate(row.createdAt),
      creator: row.creator ? getAddress(row.creator) : null,
      transactionHash: row.creationTxHash,
      factoryAddress: row.factory ? getAddress(row.factory) : null,
      singleton: row.singleton ? getAddress(row.singleton) : null,
      masterCopy: row.singleton ? getAddress(row.singleton) : null,
      setupData: null,
      saltNonce: null,
      dataDecoded: null,
      userOperation: null,
    })
  })

  serviceRoute(app, 'GET', ['/v1/owners/:address/safes'], async (c) => {
    const chain = serviceChain(deps, c)
    const owner = pathAddress(c)
    const rows = await deps.db
      .select({ safe: safeOwners.safe })
      .from(safeOwners)
      .where(and(eq(safeOwners.chainId, chain.chainId), eq(safeOwners.owner, owner)))
      .orderBy(asc(safeOwners.safe))
    return c.json({ safes: rows.map((row) => getAddress(row.safe)) })
  })

  serviceRoute(app, 'GET', ['/v1/modules/:address/safes'], async (c) => {
    const chain = serviceChain(deps, c)
    const module = pathAddress(c)
    // Safes whose events enabled the module, and those it executed for (a Safe set up with the
    // module, which emits no EnabledModule); kept when the chain says it is still enabled.
    const ofModule = (table: typeof safeModules | typeof moduleTransactions) =>
      and(eq(table.chainId, chain.chainId), eq(table.module, module))
    const [enabledByEvent, executedFor] = await Promise.all([
      deps.db.select({ safe: safeModules.safe }).from(safeModules).where(ofModule(safeModules)),
      deps.db
        .selectDistinct({ safe: moduleTransactions.safe })
        .from(moduleTransactions)
        .where(ofModule(moduleTransactions)),
    ])
    const candidates = [...new Set([...enabledByEvent, ...executedFor].map((row) => row.safe))]
      .sort()
      .map((safe) => ({ safe }))
    const enabled = await Promise.all(
      candidates.map(async ({ safe }) => {
        const state = await readSafeStateCached(chain, getAddress(safe)).catch(() => null)
        return state?.modules.includes(module) ? getAddress(safe) : null
      }),
    )
    return c.json({ safes: enabled.filter((safe) => safe !== null) })
  })
}
