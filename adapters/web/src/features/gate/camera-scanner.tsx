import PhotoCamera from '@mui/icons-material/PhotoCamera';
import VideocamOff from '@mui/icons-material/VideocamOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { makeFrameReader } from './qr-frame-reader';

export const CAMERA_DENIED =
  'Camera permission was denied. Allow the camera for this site in the browser settings, or type the code.';
export const NO_CAMERA = 'No camera was found on this device. Type the code or use a scanner.';
export const CAMERA_BUSY = 'The camera is in use by another app. Close it and try again.';
export const NO_CAMERA_HERE =
  'This browser cannot use a camera on this page (it needs https). Type the code or use a scanner.';
export const CAMERA_FAILED = 'The camera could not be started. Type the code or use a scanner.';
export const READER_FAILED =
  'The code reader could not be loaded. Check the connection, or type the code.';

/** How often a frame is read, and how long the same code held in view is not sent again. */
const FRAME_MS = 150;
const SAME_CODE_MS = 3000;

/** What getUserMedia's failure means for the person at the gate. */
export function cameraProblem(failure: unknown): string {
  const name = failure instanceof Error || failure instanceof DOMException ? failure.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return CAMERA_DENIED;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return NO_CAMERA;
  if (name === 'NotReadableError') return CAMERA_BUSY;
  return CAMERA_FAILED;
}

type CameraState = 'off' | 'starting' | 'on';

/**
 * The camera button and, while it is on, the back camera's picture: each QR code read is handed
 * to `onCode` once (the same code held in view is not sent again for a few seconds). The camera
 * stops when the button says so and when the page is left.
 */
export function CameraScanner({
  onCode,
  onStateChange,
}: {
  onCode: (code: string) => void;
  onStateChange?: (on: boolean) => void;
}) {
  const [state, setState] = useState<CameraState>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const mounted = useRef(true);
  const handlers = useRef({ onCode, onStateChange });
  useEffect(() => {
    handlers.current = { onCode, onStateChange };
  });

  const release = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const stop = useCallback(() => {
    release();
    setState('off');
  }, [release]);

  // Leaving the page stops the camera.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      release();
    };
  }, [release]);

  useEffect(() => {
    handlers.current.onStateChange?.(state === 'on');
  }, [state]);

  const start = async () => {
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem(NO_CAMERA_HERE);
      return;
    }
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      if (!mounted.current) {
        for (const track of media.getTracks()) track.stop();
        return;
      }
      stream.current = media;
      setState('on');
    } catch (failure) {
      console.warn('The camera could not be started.', failure);
      setProblem(cameraProblem(failure));
      setState('off');
    }
  };

  // While the camera is on: show it, and read its frames.
  useEffect(() => {
    const element = video.current;
    const media = stream.current;
    if (state !== 'on' || !element || !media) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { code: '', at: 0 };
    element.srcObject = media;
    const run = async () => {
      try {
        await element.play();
      } catch {
        // Autoplay of a muted inline video is allowed; a refusal still shows frames once ready.
      }
      let read;
      try {
        read = await makeFrameReader();
      } catch (failure) {
        console.error('The QR code reader could not be loaded.', failure);
        if (!cancelled) {
          setProblem(READER_FAILED);
          stop();
        }
        return;
      }
      const tick = async () => {
        if (cancelled) return;
        try {
          const code = await read(element);
          const now = Date.now();
          if (code && code === last.code && now - last.at < SAME_CODE_MS) last.at = now;
          else if (code) {
            last = { code, at: now };
            handlers.current.onCode(code);
          }
        } catch {
          // A frame that cannot be read (not ready yet) is skipped.
        }
        if (!cancelled) timer = setTimeout(tick, FRAME_MS);
      };
      void tick();
    };
    void run();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      element.srcObject = null;
    };
  }, [state, stop]);

  return (
    <Box>
      {state === 'on' ? (
        <Button variant="outlined" startIcon={<VideocamOff />} onClick={stop}>
          Stop camera
        </Button>
      ) : (
        <Button
          variant="outlined"
          startIcon={<PhotoCamera />}
          loading={state === 'starting'}
          onClick={start}
        >
          Scan with camera
        </Button>
      )}
      {problem && (
        <Alert severity="warning" role="alert" sx={{ mt: 1.5 }}>
          {problem}
        </Alert>
      )}
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label="Camera view: hold the ticket's QR code in the frame"
        hidden={state !== 'on'}
        sx={{
          display: state === 'on' ? 'block' : 'none',
          mt: 1.5,
          width: '100%',
          maxWidth: 480,
          aspectRatio: '4 / 3',
          objectFit: 'cover',
          bgcolor: '#000',
          borderRadius: 2,
          outline: '4px solid',
          outlineColor: 'primary.main',
        }}
      />
    </Box>
  );
}
