import type { ProposerRequestErrors } from '@assent/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useAccount, useConfig } from 'wagmi'
import { signTypedData } from 'wagmi/actions'
import { TextField } from '../../../components/TextField'
import { useGateway } from '../../../kernel/GatewayProvider'
import { notify } from '../../../kernel/notifications/notify'
import { describeSignStepFailure } from '../../../wallet/signAndProve'
import { useCurrentSafe } from '../../safe/SafeContext'
import { addProposerMutationOptions } from './addProposerMutationOptions'
import { ProposerInputError } from './ProposerInputError'

const empty = { delegate: '', label: '', expiry: '' }

/**
 * The form an owner adds a proposer with: address, name, optional expiry (a UTC day). What was
 * typed is checked when it is sent; a refusal names the field and nothing is signed. Loaded with
 * the wallet stack (it uses wagmi).
 */
export default function AddProposerForm() {
  const safe = useCurrentSafe()
  const gateway = useGateway()
  const config = useConfig()
  const queryClient = useQueryClient()
  const { address: account } = useAccount()
  const id = useId()
  const [input, setInput] = useState(empty)
  const add = useMutation(
    addProposerMutationOptions({
      queryClient,
      gateway,
      signTypedData: (typedData) => signTypedData(config, typedData),
      onSuccess: () => {
        notify({ kind: 'success', title: 'Proposer added', message: input.label.trim() })
        setInput(empty)
      },
    }),
  )
  const fieldErrors: ProposerRequestErrors =
    add.error instanceof ProposerInputError ? add.error.errors : {}
  const failure =
    add.error && !(add.error instanceof ProposerInputError)
      ? describeSignStepFailure(add.error, 'The proposer was not added')
      : null
  const field = (
    name: keyof typeof empty,
    label: string,
    props: Omit<
      React.ComponentProps<typeof TextField>,
      'id' | 'label' | 'value' | 'onChange' | 'testId'
    >,
  ) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      value={input[name]}
      onChange={(value) => {
        setInput((current) => ({ ...current, [name]: value }))
        add.reset()
      }}
      error={fieldErrors[name]}
      testId={`proposer-${name}`}
      {...props}
    />
  )
  return (
    <form
      className="proposer-form"
      data-testid="add-proposer-form"
      onSubmit={(event) => {
        event.preventDefault()
        add.mutate({
          safe: {
            chainId: safe.chainId,
            address: safe.address,
            owners: safe.safeInfo.owners.map((owner) => owner.value),
          },
          account,
          input,
        })
      }}
    >
      <h3>Add a proposer</h3>
      {field('delegate', 'Address', { placeholder: '0x…', spellCheck: false, autoComplete: 'off' })}
      {field('label', 'Name', { maxLength: 50, autoComplete: 'off' })}
      {field('expiry', 'Expires (UTC day, optional)', { type: 'date' })}
      {fieldErrors.account && (
        <p className="field-error" role="alert" data-testid="proposer-account-error">
          {fieldErrors.account}
        </p>
      )}
      {failure && (
        <div className="tx-danger-box" role="alert" data-testid="proposer-failure">
          <strong>{failure.title}</strong> {failure.message}
        </div>
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={add.isPending}
        data-testid="add-proposer"
      >
        {add.isPending ? 'Confirm in your wallet…' : 'Sign and add proposer'}
      </button>
    </form>
  )
}
