import type { Config } from './config.js'
import type { Db } from './db/client.js'
import type { BlogFeed } from './services/blog.js'
import type { CaptchaImage } from './services/captcha.js'
import type { MailCodes } from './services/mail-codes.js'
import type { Mailer } from './services/mailer.js'
import type { ProofOfWork } from './services/pow.js'
import type { PriceService } from './services/prices.js'

/** What the routes share: configuration, database, services and the clock. */
export type AppContext = {
  config: Config
  db: Db
  codes: MailCodes
  mailer: Mailer
  prices: PriceService
  blog: BlogFeed
  captcha: () => CaptchaImage
  pow: ProofOfWork
  now: () => Date
}
