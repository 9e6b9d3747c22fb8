import type { AddressEx } from '@assent/gateway-client'
import type { ReactNode } from 'react'
import { AddressView } from '../address-book/AddressView'
import { RequireSafe } from '../safe/RequireSafe'
import { useCurrentSafe } from '../safe/SafeContext'

/** /settings/modules: modules, transaction guard and fallback handler — the Safe's extension points. */
export function ModulesSettingsPage() {
  return (
    <RequireSafe>
      <SafeModules />
    </RequireSafe>
  )
}

function SafeModules() {
  const { safeInfo, chainId } = useCurrentSafe()
  const address = (item: AddressEx) => (
    <AddressView address={item.value} chainId={chainId} fallbackName={item.name} full />
  )
  return (
    <>
      <Section
        title="Modules"
        testId="settings-modules"
        hint="Modules can execute transactions without owner confirmations. Only enable modules you trust."
      >
        {safeInfo.modules?.length ? (
          <ul className="list">
            {safeInfo.modules.map((module) => (
              <li key={module.value} className="list-row">
                {address(module)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No modules enabled.</p>
        )}
      </Section>
      <Section
        title="Transaction guard"
        testId="settings-guard"
        hint="A guard checks every transaction before and after it runs."
      >
        {safeInfo.guard ? address(safeInfo.guard) : <p className="muted">No guard set.</p>}
      </Section>
      <Section
        title="Fallback handler"
        testId="settings-fallback-handler"
        hint="Handles calls the Safe itself does not know, e.g. signature checks (EIP-1271)."
      >
        {safeInfo.fallbackHandler ? (
          address(safeInfo.fallbackHandler)
        ) : (
          <p className="muted">No fallback handler set.</p>
        )}
      </Section>
    </>
  )
}

function Section({
  title,
  hint,
  testId,
  children,
}: {
  title: string
  hint: string
  testId: string
  children: ReactNode
}) {
  return (
    <section className="card" aria-label={title} data-testid={testId}>
      <h2>{title}</h2>
      <p className="muted">{hint}</p>
      {children}
    </section>
  )
}
