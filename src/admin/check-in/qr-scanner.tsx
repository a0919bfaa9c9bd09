// The camera at the door: where the browser has a `BarcodeDetector` for QR codes, a button starts the
// back camera (getUserMedia) into a video element, and a loop on requestAnimationFrame hands each
// frame to the detector. A code is passed on once; while it stays in front of the camera it is not
// sent again (the ticket would read "already used" a moment later). The camera stops with the
// button, and when the screen is left. Without a camera, without permission or without a detector,
// a sentence says so and the code field does the work.
import { useEffect, useRef, useState } from "react";
import type { Lang } from "../../../shared/lib/localized.ts";
import { normalizeTicketCode } from "../../../shared/ticketing/ticket-code.ts";
import { translator, type TranslationKey } from "../../i18n/index.tsx";

/** The Shape Detection API's detector, as far as the scanner uses it (not in TypeScript's DOM types yet). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

type CameraState = "off" | "starting" | "on" | "unsupported" | "missing" | "denied" | "failed";

/** A code seen again within this time after its last sighting is the same ticket still in view. */
const SAME_TICKET_MS = 2500;

async function qrDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = await Detector.getSupportedFormats().catch(() => [] as string[]);
  return formats.includes("qr_code") ? new Detector({ formats: ["qr_code"] }) : null;
}

function failureOf(error: unknown): CameraState {
  const name = (error as { name?: string } | null)?.name;
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "missing";
  return "failed";
}

const messages: Partial<Record<CameraState, TranslationKey>> = {
  on: "checkIn.cameraOn",
  unsupported: "checkIn.cameraUnsupported",
  missing: "checkIn.cameraMissing",
  denied: "checkIn.cameraDenied",
  failed: "checkIn.cameraFailed",
};

/** `onCode` gets each newly seen code (normalized) and is awaited before the next one is taken. */
export function QrScanner({ lang, onCode }: { lang: Lang; onCode: (code: string) => Promise<void> }) {
  const t = translator(lang);
  const [state, setState] = useState<CameraState>("off");
  const video = useRef<HTMLVideoElement>(null);
  const stopCamera = useRef<() => void>(() => {});
  // Counts starts and stops: a start that was stopped (or left) while it waited for the camera gives it back.
  const attempt = useRef(0);
  const latestOnCode = useRef(onCode);
  latestOnCode.current = onCode;

  // Leaving the screen stops the camera.
  useEffect(
    () => () => {
      attempt.current++;
      stopCamera.current();
    },
    [],
  );

  async function start() {
    const mine = ++attempt.current;
    setState("starting");
    const detector = await qrDetector();
    if (mine !== attempt.current) return;
    if (!detector) return setState("unsupported");
    if (!navigator.mediaDevices?.getUserMedia) return setState("missing");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
    } catch (error) {
      return setState(failureOf(error));
    }
    const element = video.current;
    if (!element || mine !== attempt.current) return stream.getTracks().forEach((track) => track.stop());
    let frame = 0;
    let stopped = false;
    stopCamera.current = () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream.getTracks().forEach((track) => track.stop());
      element.srcObject = null;
    };
    element.srcObject = stream;
    await element.play().catch(() => {});
    setState("on");
    let last = { code: "", seenAt: 0 };
    let busy = false;
    const scan = async () => {
      if (stopped) return;
      if (!busy && element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        busy = true;
        try {
          const found = await detector.detect(element);
          const code = found.length > 0 ? normalizeTicketCode(found[0].rawValue) : "";
          const now = performance.now();
          if (code && !(code === last.code && now - last.seenAt < SAME_TICKET_MS) && !stopped) {
            last = { code, seenAt: now };
            await latestOnCode.current(code);
          }
          if (code === last.code) last.seenAt = performance.now();
        } catch {
          // A frame the detector could not read: the next one will do.
        } finally {
          busy = false;
        }
      }
      frame = requestAnimationFrame(() => void scan());
    };
    frame = requestAnimationFrame(() => void scan());
  }

  function stop() {
    attempt.current++;
    stopCamera.current();
    stopCamera.current = () => {};
    setState("off");
  }

  const running = state === "on" || state === "starting";
  const message = messages[state];
  return (
    <div className="check-in-camera">
      <button type="button" className="admin-button check-in-camera__toggle" onClick={running ? stop : () => void start()}>
        {t(running ? "checkIn.cameraStop" : "checkIn.cameraStart")}
      </button>
      <video ref={video} className="check-in-camera__video" hidden={!running} muted playsInline aria-label={t("checkIn.cameraLabel")} />
      {message ? (
        <p className={`check-in-camera__message${state === "on" ? "" : " check-in-camera__message--problem"}`} role="status">
          {t(message)}
        </p>
      ) : null}
    </div>
  );
}
