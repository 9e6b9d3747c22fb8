export function CreateSafePage() {
  return (
    <div className="page">
      <h1>Create a Safe</h1>
    </div>
  )
}
