import type { CaptchaImage } from './abuse/captcha.js'
import type { ProofOfWork } from './abuse/pow.js'
import type { Config } from './config.js'
import type { BlogFeed } from './content/blog.js'
import type { Db } from './db/client.js'
import type { MailCodes } from './mail/codes.js'
import type { Mailer } from './mail/mailer.js'
import type { PriceService } from './market-data/prices.js'

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
