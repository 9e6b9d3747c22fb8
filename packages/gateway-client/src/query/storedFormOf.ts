import type { StoredForm } from './defineResource'
import { type GatewayResourceName, gatewayResources } from './gatewayResources'

/**
 * Whether the web app's persisted query cache keeps the entry under `queryKey`, and in which
 * form (its data, or an infinite query's pages), as the gatewayResources registry says;
 * undefined for anything else (another scope, an unknown resource, a form not kept).
 *
 * @example
 * shouldDehydrateQuery: (query) => storedFormOf(query.queryKey) !== undefined
 */
export function storedFormOf(queryKey: readonly unknown[]): StoredForm | undefined {
  const [scope, baseUrl, name, ...parts] = queryKey
  if (scope !== 'gateway' || typeof baseUrl !== 'string' || typeof name !== 'string') return
  if (!Object.hasOwn(gatewayResources, name)) return
  return gatewayResources[name as GatewayResourceName].persisted(parts)
}
