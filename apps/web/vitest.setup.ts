import { configure } from '@testing-library/react'

// findBy* and waitFor give up after 1 s by default. A render or an answer from a test's local
// server can take longer than that on a busy machine (load 20 on two cores), so the ceiling is
// generous: a passing wait still returns as soon as its condition holds, and a failing one
// still reports (with the DOM) before the test’s own timeout.
configure({ asyncUtilTimeout: 15_000 })
