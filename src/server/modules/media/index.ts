// The media module's public face (docs/how-a-module-is-built.md): shoppers' photos (checked on
// their bytes, re-encoded, kept in UPLOAD_DIR) and the seed catalogue's pictures.
export {
  createPhotoStore,
  DAMAGED_PHOTO_MESSAGE,
  EMPTY_PHOTO_MESSAGE,
  HEIC_PHOTO_MESSAGE,
  NOT_A_PHOTO_MESSAGE,
  PHOTO_MAX_BYTES,
  PHOTO_URL_PREFIX,
  PHOTOS_BUSY_MESSAGE,
  type PhotoStore,
  type PhotoStoreEnv,
  shopPhotoStore,
  type StoredPhoto,
} from "./photo-store.ts";
export { createSeedImagesService, type SeedImagesService } from "./seed-images.service.ts";
