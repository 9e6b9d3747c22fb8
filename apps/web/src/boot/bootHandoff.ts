import type { SafeBalanceResponse, TransactionListPage } from '@assent/gateway-client'
import type { BootChain, BootResourceName } from '@assent/gateway-client/resources'
import type { ReactElement } from 'react'
import type { BootPreferences } from './readBootPreferences'

/** The pages the boot renders itself; every other one waits for the full app. */
export type BootPage = 'balances' | 'history'

/** One gateway answer as the boot received it: the parsed JSON, unchanged, and when. */
export type BootAnswer = { url: string; json: unknown; receivedAt: number }

/** What the boot renders once its reads are in (each answer checked). */
export type BootView =
  | { page: 'balances'; chain: BootChain; balances: SafeBalanceResponse }
  | { page: 'history'; chain: BootChain; history: TransactionListPage }

/**
 * What the boot hands to the full app: the page and Safe it read from the URL, the user's
 * preferences, and the gateway's answers as they arrive, for app/seedBootReads.ts to check
 * with the gateway-client's schemas and put in the query cache under the full app's keys.
 */
export type BootHandoff = {
  page: BootPage
  /** `?safe=` as written. */
  safeParam: string
  shortName: string
  /**
   * The Safe's address as written in the URL (its checksum unchecked: the full app checks it;
   * links the app makes carry the checksummed address, the one its own reads use).
   */
  address: string
  /** The gateway base URL, without a trailing slash (the full app's client.baseUrl). */
  gatewayUrl: string
  preferences: BootPreferences
  /** The IANA zone history days are cut in (the history page's). */
  timeZone: string
  /**
   * Filled in as the answers arrive, by the resources the gateway-client's registry marks as the
   * boot's (`chains` is the list's first page, `transactionHistory` the history's).
   */
  answers: Partial<Record<BootResourceName, BootAnswer>>
  /** What the persisted query cache already holds for the page (a returning visit), if anything. */
  cached: BootView | undefined
  /** Resolves to what to render; rejects with the reason the boot cannot render it. */
  view: Promise<BootView>
  /**
   * Called once the page is painted with its rows or its error (or when the full app starts
   * loading without them): sends the reads only the full app needs, the Safe's info.
   */
  firstPaintDone(): void
  /** `view`'s outcome once it has settled, for a render that starts after that. */
  settled?: { view: BootView } | { error: Error }
}

/** The full app, ready to render, and how to put answers the boot received since into its cache. */
export type FullApp = { element: ReactElement; seed(): void }
