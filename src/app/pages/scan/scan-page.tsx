import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useOwnDocument } from '../../shell/own-document.js';
import { useStorefrontPath } from '../../shell/storefront-path.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import '../../styles/shell.css';

interface DetectedCode { rawValue: string }
interface BarcodeDetectorLike { detect(source: HTMLVideoElement): Promise<DetectedCode[]> }
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** The browser's BarcodeDetector, when it has one and a camera API. */
export function cameraScanner(): BarcodeDetectorClass | null {
  const detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  return detector && typeof media?.getUserMedia === 'function' ? detector : null;
}

type Mode = 'starting' | 'camera' | 'fallback';

const SCAN_EVERY_MS = 300;

/**
 * Scan (docs/spec/storefront-spec.md#2-screens-and-routes): /pages/scan/index. Where the browser has a camera and a BarcodeDetector, the
 * camera reads QR codes; elsewhere (or when the camera is refused) the user types the code. A storefront
 * link opens in the app; anything else is only shown, never opened. The page runs in a document loaded at
 * its own address, the only one the gateway lets use the camera (shell/own-document.ts).
 */
export function ScanPage() {
  return useOwnDocument() ? null : <ScanView />;
}

function ScanView() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const storefrontPath = useStorefrontPath();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [mode, setMode] = useState<Mode>(() => (cameraScanner() ? 'starting' : 'fallback'));
  const [reason, setReason] = useState<'unsupported' | 'denied'>(() => (cameraScanner() ? 'denied' : 'unsupported'));
  const [typed, setTyped] = useState('');
  const [result, setResult] = useState<string | null>(null);

  const handle = useCallback((text: string): boolean => {
    const code = text.trim();
    if (!code) {
      Toast.show({ content: t('scan.emptyCode'), position: 'top' });
      return false;
    }
    const inApp = storefrontPath(code);
    if (inApp) {
      navigate(inApp);
      return true;
    }
    setResult(code);
    return true;
  }, [navigate, storefrontPath, t]);

  useEffect(() => {
    const Detector = cameraScanner();
    if (!Detector) return undefined;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) { stop(); return; }
        const video = videoRef.current;
        if (!video) { stop(); return; }
        video.srcObject = stream;
        await video.play().catch(() => undefined);
        setMode('camera');
        const detector = new Detector({ formats: ['qr_code'] });
        let busy = false;
        timer = setInterval(() => {
          if (busy || stopped || video.readyState < 2) return;
          busy = true;
          detector.detect(video).then((codes) => {
            const found = codes.find((code) => code.rawValue)?.rawValue;
            if (found && !stopped) {
              stop();
              handle(found);
            }
          }).catch(() => undefined).finally(() => { busy = false; });
        }, SCAN_EVERY_MS);
      } catch {
        stop();
        setReason('denied');
        setMode('fallback');
      }
    })();
    return stop;
  }, [handle]);

  return (
    <div className="page scan-page" data-testid="scan-page">
      {mode !== 'fallback' ? (
        <div className="scan-camera" data-testid="scan-camera">
          <video ref={videoRef} className="scan-camera__video" muted playsInline autoPlay />
          <div className="scan-camera__frame" aria-hidden="true" />
          <p className="scan-camera__hint">{t(mode === 'starting' ? 'scan.starting' : 'scan.aim')}</p>
        </div>
      ) : (
        <div className="system-card scan-fallback" data-testid="scan-fallback">
          <strong>{t(reason === 'denied' ? 'scan.cameraDenied' : 'scan.noCamera')}</strong>
          <p className="system-hint">{t('scan.typeInstead')}</p>
        </div>
      )}
      <form
        className="system-card scan-manual"
        onSubmit={(event) => { event.preventDefault(); handle(typed); }}
      >
        <label className="system-card__label" htmlFor="scan-code">{t('scan.codeLabel')}</label>
        <input
          id="scan-code"
          className="mo-input"
          data-testid="scan-code"
          value={typed}
          maxLength={2000}
          autoComplete="off"
          placeholder={t('scan.codePlaceholder')}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button block type="submit" color="primary" shape="rounded" data-testid="scan-submit">{t('scan.open')}</Button>
      </form>
      {result !== null ? (
        <div className="system-card scan-result" data-testid="scan-result">
          <span className="system-card__label">{t('scan.resultTitle')}</span>
          <p className="scan-result__text" data-testid="scan-result-text">{result}</p>
          <p className="system-hint">{t('scan.notStorefront')}</p>
          <Button
            block
            shape="rounded"
            onClick={() => {
              void navigator.clipboard?.writeText(result).then(
                () => Toast.show({ content: t('scan.copied'), position: 'center' }),
                () => undefined,
              );
            }}
          >
            {t('scan.copy')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
