// npm keeps drizzle-orm nested under apps/gateway while drizzle-kit is hoisted to the root, so
// drizzle-kit's own `import('drizzle-orm/…')` cannot find it. This hook resolves those imports
// from this workspace (CommonJS requires are covered by NODE_PATH in the db:generate script).
import { register } from 'node:module'

const hook = `
const parentURL = ${JSON.stringify(new URL('../package.json', import.meta.url).href)}
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL })
  }
  return next(specifier, context)
}`
register(`data:text/javascript,${encodeURIComponent(hook)}`)
