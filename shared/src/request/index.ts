export { type RequestState, useRequest } from './use-request';
