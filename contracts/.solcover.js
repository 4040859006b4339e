// solidity-coverage: instrument only the product contracts (mocks/ and test/ hold test doubles; ccip/ the local
// chains' CCIP router, test infrastructure like Chainlink's mocks).
module.exports = {
  skipFiles: ['mocks/', 'test/', 'ccip/'],
  istanbulReporter: ['text', 'json-summary', 'lcov'],
  configureYulOptimizer: false,
}
