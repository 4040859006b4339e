// The proof-of-work widget as the site's content security policy allows it (scripts/security-policy.mjs): altcha's
// `external` build, which writes no <style> into the page and makes no worker from a blob: URL, with its stylesheet
// and its SHA solver's worker as files of the build. The API's challenges are SHA-256 (apps/server, POW_ALGORITHM).
import 'altcha/external'
import 'altcha/altcha.css'
import ShaWorker from 'altcha/workers/sha?worker'
// The widget's Chinese texts register themselves on the widget's global (created by the import above).
import 'altcha/i18n/zh-cn'

for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512'])
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker())
