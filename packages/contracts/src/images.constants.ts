// Uploaded images: how many pixels each kind may have, and the texts of a refusal.

/**
 * The most pixels (width × height) an uploaded image may have, by kind. Decoding costs CPU in proportion to the
 * pixels, not to the file's size (a flat 7000 × 7000 PNG weighs 160 KB): each bound is what the image's page can
 * use, but never below a phone's ordinary photo (4032 × 3024, 12.2 MP), since members send what their gallery
 * holds. Avatar: shown at most 160 px wide. Artist photo and album cover: cropped to 600 × 600. Event cover: up
 * to 1280 px wide, often a poster exported from a design tool (A3 at 300 dpi: 3508 × 4961).
 */
export const IMAGE_MAX_PIXELS = {
  avatar: 12_200_000,
  artistPhoto: 16_000_000,
  albumCover: 16_000_000,
  eventCover: 24_000_000,
} as const;

export type ImageKind = keyof typeof IMAGE_MAX_PIXELS;

export const imageMessages = {
  /** An image over its kind's bound, with its real size. */
  tooManyPixels: (width: number, height: number) => `image trop grande (${width} × ${height} pixels)`,
  /** Too many images sent by one account in a minute. */
  tooManyUploads: "Trop d'images envoyées en peu de temps. Réessayez dans une minute.",
} as const;
