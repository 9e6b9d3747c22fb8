import type { TransactionDetails } from '@assent/gateway-client'
import type { JsonReply, TestHandler, TestRequest } from './startTestHttpServer'

/** The transaction id a details request asks for: the last segment of its path. */
export function transactionIdOf({ path }: Pick<TestRequest, 'path'>): string {
  return decodeURIComponent(path.split('/').pop() ?? '')
}

/**
 * A handler for a test server playing the gateway's transaction details endpoint: the details
 * `served` holds under the requested id at the time of the request, else `missing` (404).
 * @example const gateway = setupTestHttpServer(serveTransactionDetails(served))
 */
export function serveTransactionDetails(
  served: ReadonlyMap<string, TransactionDetails>,
  missing: JsonReply = { status: 404, json: { code: 404, message: 'Not found' } },
): TestHandler {
  return (request) => {
    const details = served.get(transactionIdOf(request))
    return details ? { json: details } : missing
  }
}
