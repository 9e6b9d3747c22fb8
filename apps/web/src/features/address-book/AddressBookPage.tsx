export function AddressBookPage() {
  return (
    <div className="page">
      <h1>Address book</h1>
    </div>
  )
}
