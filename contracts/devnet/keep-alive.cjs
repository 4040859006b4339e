// Preloaded into the devnet's Hardhat nodes (`node --require`): their JSON-RPC server keeps an idle connection open
// for an hour instead of Node's 5 s. A client (the deploy script, the keeper, viem in the tests) closes an idle
// pooled connection itself after at most 4 s (undici) or 10 min; with the server's 5 s, a client slowed down by a
// loaded machine sometimes sent a request on a connection the server had just closed ("other side closed"), and a
// deploy then had to start again. With the server's timeout far beyond every client's, the client always closes first.
const http = require('node:http')

const listen = http.Server.prototype.listen
http.Server.prototype.listen = function listenKeepingAlive(...args) {
  this.keepAliveTimeout = 60 * 60 * 1000
  return listen.apply(this, args)
}
