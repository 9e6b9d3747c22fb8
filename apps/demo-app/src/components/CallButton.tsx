type Props = { id: string; label?: string; onClick: () => void; disabled?: boolean }

/** A button that starts one call (`data-testid="call-<id>"`). */
export function CallButton({ id, label, onClick, disabled }: Props) {
  return (
    <button type="button" data-testid={`call-${id}`} onClick={onClick} disabled={disabled}>
      {label ?? id}
    </button>
  )
}
