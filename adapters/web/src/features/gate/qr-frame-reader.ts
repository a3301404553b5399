/** Reads the QR code in a video's current frame: its text, or null when there is none. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The part of the Barcode Detection API the Gate page uses (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** Frames are scaled down to this many pixels on their long side before jsQR reads them. */
const JSQR_MAX_SIDE = 720;

/** The browser's own detector, where it exists and reads QR codes; else null. */
async function nativeReader(): Promise<FrameReader | null> {
  if (!('BarcodeDetector' in window)) return null;
  const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector;
  try {
    const formats = await Detector.getSupportedFormats?.();
    if (formats && !formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/**
 * jsQR on the frame drawn into a canvas. jsQR is loaded here, on the first camera scan, so it
 * weighs on no page's first load (not even the Gate page's).
 */
async function jsqrReader(): Promise<FrameReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || width === 0 || height === 0) return null;
    const scale = Math.min(1, JSQR_MAX_SIDE / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return (
      jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null
    );
  };
}

/** BarcodeDetector (formats ['qr_code']) where the browser has it, else jsQR. */
export async function makeFrameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? (await jsqrReader());
}
