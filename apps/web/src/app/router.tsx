import { createRouter } from '@tanstack/react-router'
import { parseSearch, stringifySearch } from '../kernel/searchParams'
import { type RouterContext, rootRoute } from '../routes/__root'
import { addressBookRoute } from '../routes/addressBook'
import { appsRoute } from '../routes/apps/index'
import { appsOpenRoute } from '../routes/apps/open'
import { balancesRoute } from '../routes/balances'
import { balancesNftsRoute } from '../routes/balancesNfts'
import { homeRoute } from '../routes/home'
import { inboxRoute } from '../routes/inbox'
import { indexRoute } from '../routes/index'
import { newSafeRoute } from '../routes/newSafe'
import { safeLayoutRoute } from '../routes/safeLayout'
import { settingsAbisRoute } from '../routes/settings/abis'
import { settingsAppearanceRoute } from '../routes/settings/appearance'
import { settingsDataRoute } from '../routes/settings/data'
import { settingsIndexRoute } from '../routes/settings/index'
import { settingsRoute } from '../routes/settings/layout'
import { settingsModulesRoute } from '../routes/settings/modules'
import { settingsSafeAppsRoute } from '../routes/settings/safeApps'
import { settingsSetupRoute } from '../routes/settings/setup'
import { settingsSpendingLimitsRoute } from '../routes/settings/spendingLimits'
import { settingsVerificationRpcRoute } from '../routes/settings/verificationRpc'
import { transactionsBatchRoute } from '../routes/transactions/batch'
import { transactionsHistoryRoute } from '../routes/transactions/history'
import { transactionsMessagesRoute } from '../routes/transactions/messages'
import { transactionsQueueRoute } from '../routes/transactions/queue'
import { transactionDetailsRoute } from '../routes/transactions/tx'

/**
 * The route tree, in code. To add a page: create `routes/<name>.tsx` exporting
 * `createRoute({ getParentRoute, path, component })` — parent `safeLayoutRoute` for pages that
 * need an open Safe, `rootRoute` otherwise — and add it below.
 */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  newSafeRoute,
  addressBookRoute,
  inboxRoute,
  safeLayoutRoute.addChildren([
    homeRoute,
    balancesRoute,
    balancesNftsRoute,
    transactionsQueueRoute,
    transactionsHistoryRoute,
    transactionsBatchRoute,
    transactionDetailsRoute,
    transactionsMessagesRoute,
    appsRoute,
    appsOpenRoute,
  ]),
  settingsRoute.addChildren([
    settingsIndexRoute,
    settingsSetupRoute,
    settingsModulesRoute,
    settingsSpendingLimitsRoute,
    settingsAppearanceRoute,
    settingsDataRoute,
    settingsSafeAppsRoute,
    settingsVerificationRpcRoute,
    settingsAbisRoute,
  ]),
])

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
