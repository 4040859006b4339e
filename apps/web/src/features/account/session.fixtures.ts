// Test data of the session check, shared by its unit tests (the query's and the panels').

/** An account as `/account/session` describes it. */
export const TEST_ACCOUNT = {
  address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  email: 'player@example.com',
  emailVerified: true,
  createdAt: '2026-11-30T12:00:00.000Z',
}

/** A JSON answer of the API with this status. */
export const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
