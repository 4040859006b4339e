// Budget: the JavaScript `/` loads before it can render (the entry chunk and its modulepreloads, read from the
// built index.html), gzipped. Fails above 250 kB; the goal is 170 kB. Wallet connectors, WalletConnect, page
// components and the REST schemas are lazy chunks and are not counted.
const fs = require('node:fs')
const path = require('node:path')

const html = fs.readFileSync(path.join(__dirname, 'dist/index.html'), 'utf8')
const initial = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) =>
  path.join('dist', m[1]),
)
if (initial.length === 0) throw new Error('No script found in dist/index.html: run `vite build` first')

module.exports = [
  {
    name: 'Initial JS of / (gzip)',
    path: initial,
    limit: '250 kB',
    gzip: true,
  },
]
