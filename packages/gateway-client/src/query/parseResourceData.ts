import { gatewayResourceSchemas } from './gatewayResourceSchemas'
import type { GatewayResourceData, GatewayResourceName } from './gatewayResources'

/**
 * A resource's data (a paged list's: one page) checked with its schema, as a fresh answer would
 * be: the cleaned, typed value, or undefined when it does not pass.
 *
 * @example
 * const safeInfo = parseResourceData('safeInfo', answer.json) // SafeInfo | undefined
 */
export function parseResourceData<Name extends GatewayResourceName>(
  name: Name,
  data: unknown,
): GatewayResourceData<Name> | undefined {
  const result = gatewayResourceSchemas[name].safeParse(data)
  // The schemas mirror the wire types (parseWith casts alike).
  return result.success ? (result.data as GatewayResourceData<Name>) : undefined
}
