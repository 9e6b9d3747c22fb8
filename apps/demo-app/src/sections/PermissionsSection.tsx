import { CallButton } from '../components/CallButton'
import { MethodCard } from '../components/MethodCard'
import { useDemo } from '../DemoContext'

/** The address book behind its EIP-2255 permission. */
export function PermissionsSection() {
  const { client, run, results } = useDemo()
  return (
    <>
      <MethodCard
        id="requestAddressBook"
        title="requestAddressBook"
        description="Asks for the permission first when it is missing; a refusal is error 4001."
        result={results.requestAddressBook}
      >
        <CallButton
          id="requestAddressBook"
          onClick={() => run('requestAddressBook', () => client.safe.requestAddressBook())}
        />
      </MethodCard>
      <MethodCard
        id="wallet_getPermissions"
        title="wallet_getPermissions"
        result={results.wallet_getPermissions}
      >
        <CallButton
          id="wallet_getPermissions"
          onClick={() => run('wallet_getPermissions', () => client.wallet.getPermissions())}
        />
      </MethodCard>
      <MethodCard
        id="wallet_requestPermissions"
        title="wallet_requestPermissions"
        result={results.wallet_requestPermissions}
      >
        <CallButton
          id="wallet_requestPermissions"
          onClick={() =>
            run('wallet_requestPermissions', () =>
              client.wallet.requestPermissions([{ requestAddressBook: {} }]),
            )
          }
        />
      </MethodCard>
    </>
  )
}
