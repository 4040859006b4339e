// Budget: the JavaScript `/` loads before it can render (the entry chunk and its modulepreloads, read from the
// built index.html), gzipped. Fails above 250 kB; the goal is 170 kB. Wallet connectors, WalletConnect, page
// components and the REST schemas are lazy chunks and are not counted.
const fs = require('node:fs')
const path = require('node:path')

// The tags are read from the shell (dist/spa.html): dist/index.html is the pre-rendered landing page, which starts
// the same entry and modulepreloads from an inline script after its first paint (scripts/prerender.mjs).
const shell = ['dist/spa.html', 'dist/index.html'].find((f) => fs.existsSync(path.join(__dirname, f)))
const html = shell ? fs.readFileSync(path.join(__dirname, shell), 'utf8') : ''
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
