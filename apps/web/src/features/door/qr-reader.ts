// Reads a QR code in a video frame: the browser's own BarcodeDetector where it has one (Chrome on Android), else
// jsQR, downloaded only then, on a small canvas so a cheap phone keeps up.

/** Reads the QR code in the video's current frame: its text, or null when none is seen. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The part of the Barcode Detection API used here (not in TypeScript's DOM types yet). */
type BarcodeDetectorLike = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = (new (options: {
  formats: string[];
}) => BarcodeDetectorLike) & {
  getSupportedFormats?: () => Promise<string[]>;
};

/** Longest side of the frame jsQR reads: a ticket's QR held at the camera stays readable, the work stays small. */
const FRAME_MAX_SIDE = 480;

const detectorClass = () => (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = detectorClass();
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function jsQrReader(): Promise<FrameReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth, videoHeight } = video;
    if (!context || !videoWidth || !videoHeight) return null;
    const scale = Math.min(1, FRAME_MAX_SIDE / Math.max(videoWidth, videoHeight));
    const width = Math.round(videoWidth * scale);
    const height = Math.round(videoHeight * scale);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    return jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The best reader this browser has: BarcodeDetector, else jsQR (loaded on this first call only). */
export async function createFrameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? (await jsQrReader());
}

/**
 * Downloads jsQR ahead on a browser without BarcodeDetector, while there is a network: the camera may first be
 * needed offline. Other pages never call it, so they never pay for it.
 */
export function prefetchQrReader(): void {
  if (typeof window !== 'undefined' && !detectorClass()) void import('jsqr').catch(() => undefined);
}
