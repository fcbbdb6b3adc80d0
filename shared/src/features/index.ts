export {
  FEATURE_MODULES,
  type FeatureModuleId,
  isFeatureEnabled,
  featuresAtom,
  setFeaturesAtom,
  useFeature,
} from './whitelabel';
export { pickRandom, resolveImageUrl, imageCdnsAtom, setImageCdnsAtom, useImageUrl } from './image-cdn';
export { type Permissions, permissionsAtom, setPermissionsAtom, usePermissions } from './permissions';
