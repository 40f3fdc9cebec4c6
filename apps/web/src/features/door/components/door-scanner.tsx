import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { createFrameReader } from '../qr-reader.ts';
import { doorTexts } from '../texts.ts';

/** How often a frame is read: often enough to feel instant, rarely enough for a cheap phone. */
export const SCAN_EVERY_MS = 250;
/** A code seen again within this time is the same ticket still in front of the camera, not a new scan. */
export const SAME_CODE_IGNORED_MS = 3_000;

/**
 * The back camera, reading QR codes one after another until stopped: each new code goes to `onCode`, whose
 * answer is awaited before the next frame; a code still in view stays ignored until it has been gone 3 s.
 */
export function DoorScanner({ onCode }: { onCode: (code: string) => Promise<void> }) {
  const [isOn, setOn] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!isOn) return;
    let isStopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const lastSeen = new Map<string, number>();

    const start = async () => {
      const [media, read] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        createFrameReader(),
      ]);
      stream = media;
      const video = videoRef.current;
      if (isStopped || !video) return;
      video.srcObject = media;
      await video.play();
      const look = async () => {
        if (isStopped) return;
        const code = await read(video).catch(() => null);
        const now = Date.now();
        if (code && !isStopped) {
          const seen = lastSeen.get(code);
          lastSeen.set(code, now);
          if (seen === undefined || now - seen > SAME_CODE_IGNORED_MS) await onCodeRef.current(code);
          // The answer took time: the code counts as seen until it came.
          lastSeen.set(code, Date.now());
        }
        timer = setTimeout(look, SCAN_EVERY_MS);
      };
      void look();
    };

    start().catch(() => {
      if (isStopped) return;
      setFailed(true);
      setOn(false);
    });

    return () => {
      isStopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [isOn]);

  if (typeof navigator === 'undefined' || !navigator.mediaDevices) return null;
  return (
    <div className="space-y-3">
      {isOn && (
        <div className="space-y-2">
          {/* 240 px: on a 740 px phone screen the search field stays in view under the camera. */}
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label={doorTexts.scanning}
            className="mx-auto aspect-square w-full max-w-60 rounded-2xl bg-black object-cover"
          />
          <p className="text-center text-sm text-muted">{doorTexts.scanning}</p>
        </div>
      )}
      <Button
        variant={isOn ? 'secondary' : 'primary'}
        size="lg"
        className="w-full"
        onClick={() => {
          setFailed(false);
          setOn((on) => !on);
        }}
      >
        {isOn ? (
          <CameraOff aria-hidden="true" className="size-5" />
        ) : (
          <Camera aria-hidden="true" className="size-5" />
        )}
        {isOn ? doorTexts.stopScan : doorTexts.scan}
      </Button>
      {hasFailed && (
        <p role="alert" className="text-sm text-red-300">
          {doorTexts.cameraError}
        </p>
      )}
    </div>
  );
}
