import { z } from 'zod'
import type { StoredForm } from './defineResource'
import { gatewayResourceSchemas } from './gatewayResourceSchemas'
import type { GatewayResourceName } from './gatewayResources'
import { storedFormOf } from './storedFormOf'

/** An infinite query's pages as stored: JSON has turned `undefined` page params into null. */
const pagesSchemas = new Map<GatewayResourceName, z.ZodType>()
function pagesSchema(name: GatewayResourceName): z.ZodType {
  let schema = pagesSchemas.get(name)
  if (!schema) {
    schema = z.object({
      pages: z.array(gatewayResourceSchemas[name]),
      pageParams: z.array(z.string().nullable()),
    })
    pagesSchemas.set(name, schema)
  }
  return schema
}

/**
 * The data of a persisted query, checked as its resource's schema checks a fresh answer (an
 * infinite query's every page): the cleaned data and the form it is kept in, or undefined when
 * the registry does not keep such an entry or the data does not pass.
 *
 * @example
 * const stored = parseStoredQueryData(query.queryKey, query.state.data)
 * if (stored) restore(query.queryKey, stored.data, stored.form === 'pages')
 */
export function parseStoredQueryData(
  queryKey: readonly unknown[],
  data: unknown,
): { data: unknown; form: StoredForm } | undefined {
  const form = storedFormOf(queryKey)
  if (!form) return undefined
  const name = queryKey[2] as GatewayResourceName
  const result = (form === 'pages' ? pagesSchema(name) : gatewayResourceSchemas[name]).safeParse(
    data,
  )
  return result.success ? { data: result.data, form } : undefined
}
