import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { outbox } from '../db/schema.js'

/** One outgoing message. */
export type Mail = { to: string; subject: string; text: string }

/** Sends mail: over SMTP when `SMTP_URL` is set; in local mode also into the outbox table (and the log). */
export type Mailer = { send(mail: Mail): Promise<void>; close(): void }

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined
  return {
    async send(mail) {
      if (config.mode === 'local') {
        await db.insert(outbox).values(mail)
        log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'local outbox: mail stored')
      }
      if (transport) await transport.sendMail({ from: config.mailFrom, ...mail })
    },
    close() {
      transport?.close()
    },
  }
}
