// A WalletConnect v2 relay for the browser tests: a WebSocket server speaking the relay's JSON-RPC (the `irn_*`
// methods of @walletconnect/relay-api and the two session methods @walletconnect/sign-client 2.25 publishes with,
// `wc_proposeSession` and `wc_approveSession`), so the site and a Node wallet pair and talk without the real relay.
// Messages are end-to-end encrypted by the clients: the relay only routes them by topic, keeps them for their TTL
// (a client that subscribes later gets them, as from the real relay's mailbox) and acks each request with its
// result. Any `auth` JWT and `projectId` are accepted. Run alone: `node scripts/walletconnect-relay.mjs [port]`.
import { createHash, randomUUID } from 'node:crypto'
import { WebSocketServer } from 'ws'

/** Tags of the messages the session methods carry (sign-client's ENGINE_RPC_OPTS), when the request names none. */
const TAG = { proposal: 1100, proposalResponse: 1101, settle: 1102 }
/** Five minutes: the TTL of the proposal and its answer in sign-client. */
const DEFAULT_TTL = 300

/**
 * Starts the relay on `host:port` (port 0: a free one). Returns its `ws://` URL, the methods it was asked (in order,
 * for tests) and `close()`.
 */
export async function startWalletConnectRelay({ host = '127.0.0.1', port = 0, log = () => {} } = {}) {
  /** topic -> the sockets subscribed to it, each with its subscription id */
  const subscribers = new Map()
  /** topic -> the messages published on it that have not expired */
  const mailbox = new Map()
  /** every method asked, in order */
  const methods = []
  let nextId = Date.now() * 1000

  const server = new WebSocketServer({ host, port })
  await new Promise((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })

  const subscriptionId = (client, topic) =>
    createHash('sha256')
      .update(topic + client.id)
      .digest('hex')

  function stored(topic) {
    const now = Date.now()
    const kept = (mailbox.get(topic) ?? []).filter((m) => m.expiresAt > now)
    if (kept.length > 0) mailbox.set(topic, kept)
    else mailbox.delete(topic)
    return kept
  }

  function deliver(client, message) {
    if (client.delivered.has(message.key) || client.socket.readyState !== 1) return
    client.delivered.add(message.key)
    const data = { topic: message.topic, message: message.message, publishedAt: message.publishedAt }
    if (message.tag !== undefined) data.tag = message.tag
    if (message.attestation) data.attestation = message.attestation
    client.socket.send(
      JSON.stringify({
        id: nextId++,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscriptionId(client, message.topic), data },
      }),
    )
  }

  function subscribe(client, topic) {
    if (!subscribers.has(topic)) subscribers.set(topic, new Set())
    subscribers.get(topic).add(client)
    client.topics.add(topic)
    // The mailbox: what was published before this subscription (the client ignores what it has already seen).
    for (const message of stored(topic)) if (message.from !== client) deliver(client, message)
    return subscriptionId(client, topic)
  }

  function unsubscribe(client, topic) {
    subscribers.get(topic)?.delete(client)
    client.topics.delete(topic)
  }

  function publish(client, { topic, message, ttl = DEFAULT_TTL, tag, attestation }) {
    if (typeof topic !== 'string' || typeof message !== 'string')
      throw new Error('topic and message are required')
    const entry = {
      key: randomUUID(),
      from: client,
      topic,
      message,
      tag,
      attestation,
      publishedAt: Date.now(),
      expiresAt: Date.now() + Number(ttl) * 1000,
    }
    mailbox.set(topic, [...stored(topic), entry])
    for (const other of subscribers.get(topic) ?? []) if (other !== client) deliver(other, entry)
  }

  /** The answer to one request, or throws (a JSON-RPC error is sent). */
  function handle(client, method, params = {}) {
    switch (method) {
      case 'irn_subscribe':
        return subscribe(client, params.topic)
      case 'irn_batchSubscribe':
        return params.topics.map((topic) => subscribe(client, topic))
      case 'irn_unsubscribe':
        unsubscribe(client, params.topic)
        return true
      case 'irn_batchUnsubscribe':
        for (const { topic } of params.subscriptions ?? []) unsubscribe(client, topic)
        return true
      case 'irn_publish':
        publish(client, params)
        return true
      case 'irn_batchPublish':
        for (const message of params.messages ?? []) publish(client, message)
        return true
      case 'irn_fetchMessages':
      case 'irn_batchFetchMessages': {
        const topics = params.topics ?? [params.topic]
        const messages = topics.flatMap((topic) =>
          stored(topic)
            .filter((m) => m.from !== client && !client.delivered.has(m.key))
            .map((m) => {
              client.delivered.add(m.key)
              return { topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag }
            }),
        )
        return { messages, hasMore: false }
      }
      case 'wc_proposeSession':
        // The proposer hears the answer on the pairing topic without subscribing itself (sign-client's
        // `skipSubscribe`): the relay subscribes it.
        subscribe(client, params.pairingTopic)
        publish(client, {
          topic: params.pairingTopic,
          message: params.sessionProposal,
          ttl: params.ttl,
          tag: params.tag ?? TAG.proposal,
          attestation: params.attestation,
        })
        return true
      case 'wc_approveSession':
        // Likewise the wallet on the new session's topic; the answer to the proposal goes on the pairing topic and
        // the settlement request on the session topic.
        subscribe(client, params.sessionTopic)
        publish(client, {
          topic: params.pairingTopic,
          message: params.sessionProposalResponse,
          ttl: params.ttl,
          tag: TAG.proposalResponse,
        })
        publish(client, {
          topic: params.sessionTopic,
          message: params.sessionSettlementRequest,
          ttl: params.ttl,
          tag: TAG.settle,
        })
        return true
      default: {
        const error = new Error(`Method not found: ${method}`)
        error.code = -32601
        throw error
      }
    }
  }

  server.on('connection', (socket, request) => {
    const url = new URL(request.url ?? '/', 'ws://relay')
    const client = { id: randomUUID(), socket, topics: new Set(), delivered: new Set() }
    log(`client connected (projectId ${url.searchParams.get('projectId') ?? 'none'})`)
    // The clients count a connection without pings as stalled (Node) and reconnect: ping as the real relay does.
    const ping = setInterval(() => socket.readyState === 1 && socket.ping(), 5_000)
    ping.unref()
    socket.on('message', (raw) => {
      let payload
      try {
        payload = JSON.parse(String(raw))
      } catch {
        return
      }
      // An ack of an `irn_subscription` this relay sent: nothing to do.
      if (!payload || typeof payload.method !== 'string') return
      methods.push(payload.method)
      try {
        const result = handle(client, payload.method, payload.params)
        socket.send(JSON.stringify({ id: payload.id, jsonrpc: '2.0', result }))
      } catch (error) {
        log(`${payload.method} refused: ${error.message}`)
        socket.send(
          JSON.stringify({
            id: payload.id,
            jsonrpc: '2.0',
            error: { code: error.code ?? -32602, message: error.message },
          }),
        )
      }
    })
    socket.on('close', () => {
      clearInterval(ping)
      for (const topic of client.topics) subscribers.get(topic)?.delete(client)
    })
  })

  const { port: bound } = server.address()
  return {
    url: `ws://${host}:${bound}`,
    methods,
    close: () =>
      new Promise((resolve) => {
        for (const socket of server.clients) socket.terminate()
        server.close(() => resolve())
      }),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const relay = await startWalletConnectRelay({
    port: Number(process.argv[2] ?? 0),
    log: (line) => console.log(`[relay] ${line}`),
  })
  console.log(`WalletConnect test relay on ${relay.url}`)
}
