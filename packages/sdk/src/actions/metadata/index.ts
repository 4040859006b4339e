// biome-ignore-all lint/performance/noBarrelFile: the metadata actions, exported from the actions entry in one line.
export {
  type CollectionMetadata,
  collectionMetadataSchema,
  decodeMetadataURI,
  type TokenMetadata,
  tokenMetadataSchema,
  traitSchema,
} from './decodeMetadataURI.js'
export {
  type GetCollectionMetadataErrorType,
  type GetCollectionMetadataParameters,
  type GetCollectionMetadataReturnType,
  getCollectionMetadata,
} from './getCollectionMetadata.js'
export {
  type GetTokenMetadataErrorType,
  type GetTokenMetadataParameters,
  type GetTokenMetadataReturnType,
  getTokenMetadata,
} from './getTokenMetadata.js'
