// The exports are built as ES modules inside this CommonJS (Hardhat 2) package: mark dist/ as ESM for Node and TS.
require('node:fs').writeFileSync(
  require('node:path').join(__dirname, '..', '..', 'dist', 'package.json'),
  '{ "type": "module" }\n',
)
