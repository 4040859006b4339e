import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { JSON_TYPE } from './http.js'

/**
 * What a cached read's handler is given when the front calls it: the validated input and path parameters that
 * Fastify's path gave the same question before. A cached read's answer depends on nothing else (no session, no
 * header, no client address), so its handler reads nothing else.
 */
export type CachedReadRequest = { readonly input: unknown; readonly params: unknown }

/** A cached read's handler: the serialised success envelope, at once (a cache hit) or later. */
export type CachedReadHandler = (request: CachedReadRequest) => unknown

/** A question answered before: the handler of its route, what it was given, and the head of its last answer. */
type Question = {
  handler: CachedReadHandler
  request: CachedReadRequest
  body?: string
  head?: Record<string, string>
}

/** The largest form body the front reads and remembers, in bytes (a cached read's form is a few fields). */
export const FRONT_BODY_LIMIT = 1024
/** The longest URL the front remembers. */
const FRONT_URL_LIMIT = 2048
/** How many questions the front remembers; past that it forgets them all and learns again. */
export const FRONT_QUESTIONS = 1024

/** The body a POST's front read, handed to Fastify's path with the request when the front does not answer it. */
const kBody = Symbol('finaverse.cachedReadBody')
type FrontRequest = IncomingMessage & { [kBody]?: Buffer; originalUrl?: string }

/** A GET the front may answer and remember: one without a body or a content type. */
const plainGet = (headers: IncomingHttpHeaders) =>
  headers['content-length'] === undefined &&
  headers['transfer-encoding'] === undefined &&
  headers['content-type'] === undefined
/** A POST the front may answer and remember: its body's length given, not chunked. */
const sizedPost = (headers: IncomingHttpHeaders) =>
  headers['content-length'] !== undefined && headers['transfer-encoding'] === undefined
/** A POST's question among those of its URL: its content type and body, as sent. */
const postKey = (headers: IncomingHttpHeaders, body: string) => `${headers['content-type']}\n${body}`

/**
 * Answers a cached read's repeated questions before Fastify's request pipeline: a question is a GET's URL, or a POST's
 * URL, content type and form body, exactly as a client sent them, that Fastify's path answered with 200 before. Such a
 * question is answered with the handler's current answer (its cache's, so the data is as fresh as on Fastify's path),
 * with the same status, headers and bytes Fastify's path would send: the security headers of every JSON answer, the
 * content type and length. Fastify's routing, hooks, body parser, validation and reply cost a cached read more than
 * its answer did (the server README's eighth pass).
 *
 * Everything else goes to Fastify's path, which does all it always did: an unseen or refused question, a HEAD, a GET
 * with a body, a POST without a length or over {@link FRONT_BODY_LIMIT}, a POST from a foreign origin (refused
 * there), a handler that throws, rejects or answers anything but a string, and every request once the app closes. A
 * POST whose body the front read and could not answer is handed on with its body, which its route reads again
 * ({@link replayBody}). `app.inject` goes straight to Fastify's path.
 */
export class CachedReadFront {
  private gets = new Map<string, Question>()
  private posts = new Map<string, Map<string, Question>>()
  private size = 0
  /** Set when the app starts closing: Fastify's path then answers every request (503 while it closes). */
  closing = false
  /** How many requests the front has answered itself. */
  answered = 0

  /** How many questions the front remembers now. */
  get questions(): number {
    return this.size
  }

  /**
   * @param headers the security headers of a JSON answer, as the app's `onRequest` hook sets them.
   * @param refused whether a state-changing request's headers say it comes from a foreign origin (the app's CSRF
   *   check, which refuses it with 403 on Fastify's path).
   */
  constructor(
    private readonly headers: Readonly<Record<string, string>>,
    private readonly refused: (headers: IncomingHttpHeaders) => boolean,
  ) {}

  /** Puts the front before Fastify's request listener on its server (call before the server listens). */
  install(server: Server): void {
    const listeners = server.listeners('request')
    if (listeners.length !== 1) throw new Error(`expected one request listener, found ${listeners.length}`)
    const fastify = listeners[0] as (req: IncomingMessage, res: ServerResponse) => void
    server.removeListener('request', fastify)
    server.on('request', (req: IncomingMessage, res: ServerResponse) => this.serve(req, res, fastify))
  }

  /** Answers a question seen before, or hands the request to `next` (Fastify's request listener). */
  serve(
    req: IncomingMessage,
    res: ServerResponse,
    next: (req: IncomingMessage, res: ServerResponse) => void,
  ): void {
    const headers = req.headers
    if (this.closing) next(req, res)
    else if (req.method === 'GET') {
      const question = this.gets.get(req.url as string)
      if (question === undefined || !plainGet(headers)) next(req, res)
      else this.answer(question, res, () => next(req, res))
    } else if (req.method !== 'POST') next(req, res)
    else {
      const byBody = this.posts.get(req.url as string)
      if (
        byBody === undefined ||
        !sizedPost(headers) ||
        !(Number(headers['content-length']) <= FRONT_BODY_LIMIT) ||
        this.refused(headers)
      )
        next(req, res)
      else this.read(req, res, byBody, next)
    }
  }

  /** Reads a POST's body and answers it if it asks a question seen before, or hands it on with its body. */
  private read(
    req: IncomingMessage,
    res: ServerResponse,
    byBody: Map<string, Question>,
    next: (req: IncomingMessage, res: ServerResponse) => void,
  ): void {
    const chunks: Buffer[] = []
    const onData = (chunk: Buffer) => chunks.push(chunk)
    req.on('data', onData)
    req.once('end', () => {
      req.removeListener('data', onData)
      const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)
      const handOn = () => {
        ;(req as FrontRequest)[kBody] = body
        next(req, res)
      }
      const question = byBody.get(postKey(req.headers, body.toString('utf8')))
      if (question === undefined) handOn()
      else this.answer(question, res, handOn)
    })
  }

  /**
   * Remembers the question of a request Fastify's path just answered with the handler's string, when the front can
   * recognise it: a GET without a body, or a POST with a form body (`formBody`) of at most {@link FRONT_BODY_LIMIT}.
   */
  remember(request: FastifyRequest, handler: CachedReadHandler): void {
    const raw = request.raw as FrontRequest
    const url = raw.originalUrl ?? raw.url
    if (url === undefined || url.length > FRONT_URL_LIMIT) return
    const headers = raw.headers
    if (this.size >= FRONT_QUESTIONS) {
      this.gets = new Map()
      this.posts = new Map()
      this.size = 0
    }
    let map: Map<string, Question>
    let key: string
    if (raw.method === 'GET') {
      if (!plainGet(headers)) return
      map = this.gets
      key = url
    } else if (raw.method === 'POST') {
      const text = request.formBody
      if (text === null || !sizedPost(headers) || Buffer.byteLength(text) > FRONT_BODY_LIMIT) return
      let byBody = this.posts.get(url)
      if (byBody === undefined) {
        byBody = new Map()
        this.posts.set(url, byBody)
      }
      map = byBody
      key = postKey(headers, text)
    } else return
    if (map.has(key)) return
    map.set(key, { handler, request: { input: request.input, params: request.params } })
    this.size++
  }

  /** Sends the handler's answer to a question, or calls `handOn` when the handler gives no string. */
  private answer(question: Question, res: ServerResponse, handOn: () => void): void {
    let body: unknown
    try {
      body = question.handler(question.request)
    } catch {
      handOn()
      return
    }
    if (typeof body === 'string') this.send(question, res, body)
    else if (!(body instanceof Promise)) handOn()
    // A cache's miss: its load is answered when it comes; a failed load goes to Fastify's path, which tries again
    // and answers with its error envelope.
    else
      body.then(
        (value: unknown) => (typeof value === 'string' ? this.send(question, res, value) : handOn()),
        handOn,
      )
  }

  /** Writes the answer as Fastify's path does: status 200, the security headers, content type and length, the body. */
  private send(question: Question, res: ServerResponse, body: string): void {
    if (question.body !== body || question.head === undefined) {
      question.body = body
      question.head = {
        ...this.headers,
        'content-type': JSON_TYPE,
        'content-length': String(Buffer.byteLength(body)),
      }
    }
    res.writeHead(200, question.head)
    res.end(body)
    this.answered++
  }
}

/**
 * A cached read's `preParsing` hook: the body the front read from a POST it did not answer, given to Fastify's body
 * parser as if it were read now (the request stream has ended).
 */
export function replayBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: NodeJS.ReadableStream,
  done: (error: Error | null, payload?: NodeJS.ReadableStream) => void,
): void {
  const body = (request.raw as FrontRequest)[kBody]
  if (body === undefined) {
    done(null, payload)
    return
  }
  const replay = new Readable({ read() {} })
  replay.push(body)
  replay.push(null)
  done(null, replay)
}
