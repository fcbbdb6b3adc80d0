export { ApiError, type ApiErrorKind, type ApiErrorOptions, isApiError, errorMessageKey } from './api-error';
export {
  apiClient,
  apiBaseUrl,
  type SearchParams,
  type RequestOptions,
  type DeleteOptions,
  type FormFields,
  apiGet,
  apiPost,
  apiPut,
  apiDelete,
  apiPostForm,
  relayPath,
  relayGet,
  relayPost,
  relayPut,
  relayDelete,
} from './client';
export { ENC_ALG, ENC_ENC, encryptFields, encPost, encPut } from './enc';
export * from './schemas';
export * from './endpoints';
export { loadGameApi, type GameApi } from './load-game-api';
