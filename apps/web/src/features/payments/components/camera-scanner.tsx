import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { staffTexts } from '../texts.ts';
import { secondaryButton } from './checkout-ui.tsx';

/** The part of the Barcode Detection API used here (not in TypeScript's DOM types yet). */
type BarcodeDetectorLike = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** How often a video frame is looked at: often enough to feel instant, rarely enough for a cheap phone. */
const SCAN_EVERY_MS = 300;

function detectorClass(): BarcodeDetectorClass | null {
  if (typeof window === 'undefined') return null;
  return (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector ?? null;
}

/**
 * Reads one QR code with the back camera, where the browser has the Barcode Detection API (Chrome on Android);
 * elsewhere it renders nothing and the code is typed. The camera stops after each code.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const [isOn, setOn] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const Detector = detectorClass();

  useEffect(() => {
    if (!isOn || !Detector) return;
    let isStopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const detector = new Detector({ formats: ['qr_code'] });

    const look = async () => {
      const video = videoRef.current;
      if (isStopped || !video) return;
      const found = await detector.detect(video).catch(() => []);
      const code = found[0]?.rawValue;
      if (code) {
        setOn(false);
        onCodeRef.current(code);
        return;
      }
      timer = setTimeout(look, SCAN_EVERY_MS);
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        const video = videoRef.current;
        if (isStopped || !video) return;
        video.srcObject = media;
        await video.play();
        void look();
      })
      .catch(() => {
        if (isStopped) return;
        setFailed(true);
        setOn(false);
      });

    return () => {
      isStopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [isOn, Detector]);

  if (!Detector || !navigator.mediaDevices) return null;
  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => {
          setFailed(false);
          setOn((on) => !on);
        }}
        className={`${secondaryButton} w-full sm:w-auto`}
      >
        {isOn ? (
          <CameraOff aria-hidden="true" className="size-5" />
        ) : (
          <Camera aria-hidden="true" className="size-5" />
        )}
        {isOn ? staffTexts.stopScan : staffTexts.scan}
      </button>
      {isOn && (
        <div className="space-y-2">
          <video
            ref={videoRef}
            muted
            playsInline
            className="aspect-square w-full max-w-sm rounded-2xl bg-black object-cover"
          />
          <p className="text-sm text-muted">{staffTexts.scanning}</p>
        </div>
      )}
      {hasFailed && <p className="text-sm text-red-300">{staffTexts.cameraError}</p>}
    </div>
  );
}
