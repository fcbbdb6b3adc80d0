export { type RequestState, useRequest } from './use-request';
export { type LaunchState, useLaunchUrl } from './use-launch-url';
