export function WelcomePage() {
  return (
    <div className="page">
      <h1>Welcome to Assent</h1>
    </div>
  )
}
