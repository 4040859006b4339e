import svgCaptcha from 'svg-captcha'

/** A rendered image captcha: the answer and the SVG. */
export type CaptchaImage = { text: string; data: string }

/** Renders a new captcha of 4 characters, without look-alike characters. */
export function renderCaptcha(): CaptchaImage {
  return svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: false, background: '#f4f4f5' })
}
