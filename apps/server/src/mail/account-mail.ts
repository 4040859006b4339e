import type { Mail } from './mailer.js'

/**
 * The account mails that are not codes, each in English and Chinese in one message (the account has no language
 * of its own): the sign-in link, and the notices of a credential change sent to the old address
 * (docs/product.md#account-notices-and-sessions). The Chinese wording follows the web glossary (apps/web/GLOSSARY.md).
 */

/** A mailed sign-in link. */
export function signInLinkMail(to: string, link: string, minutes: number): Mail {
  return {
    to,
    subject: 'Your Finaverse sign-in link / 您的 Finaverse 登录链接',
    text: [
      `Open this link to sign in to Finaverse. It works once and expires in ${minutes} minutes:`,
      link,
      'If you did not ask for it, ignore this e-mail: nobody can sign in without the link.',
      '',
      `打开以下链接即可登录 Finaverse。链接只能使用一次，${minutes} 分钟后失效：`,
      link,
      '如果这不是您本人的请求，请忽略此邮件：没有此链接，任何人都无法登录。',
    ].join('\n'),
  }
}

/** The notice to the old address after a password change. */
export function passwordChangedMail(to: string, at: Date): Mail {
  const when = at.toISOString().replace('T', ' ').slice(0, 16)
  return {
    to,
    subject: 'Your Finaverse password was changed / 您的 Finaverse 密码已更改',
    text: [
      `The password of your Finaverse game account was changed on ${when} UTC, and every other session was signed out.`,
      'If this was not you, ask for a sign-in link on the sign-in form and change your password at once.',
      '',
      `您的 Finaverse 游戏账户密码已于 ${when} UTC 更改，其他所有会话均已退出登录。`,
      '如果这不是您本人的操作，请在登录表单中获取登录链接，并立即更改密码。',
    ].join('\n'),
  }
}

/** `a***@example.com`: enough for the owner to recognise, not enough to read the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`
}

/** The notice to the old address after an e-mail change (the new address masked). */
export function emailChangedMail(to: string, newEmail: string, at: Date): Mail {
  const when = at.toISOString().replace('T', ' ').slice(0, 16)
  const masked = maskEmail(newEmail)
  return {
    to,
    subject: 'Your Finaverse e-mail was changed / 您的 Finaverse 邮箱已更改',
    text: [
      `The e-mail of your Finaverse game account was changed to ${masked} on ${when} UTC; this address no longer signs in.`,
      'If this was not you, contact Finaverse support from this address at once.',
      '',
      `您的 Finaverse 游戏账户邮箱已于 ${when} UTC 更改为 ${masked}，此邮箱已无法再登录。`,
      '如果这不是您本人的操作，请立即用此邮箱联系 Finaverse 客服。',
    ].join('\n'),
  }
}
