// Streaming of deferred loader data. A loader may return promises (top-level fields); the server
// streams the shell first and each promise's part when it settles. The settled value travels to the
// browser in a small script inside the streamed part, so hydration uses exactly the server's data.
import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";
import { useNonce } from "../layouts/nonce.ts";

export interface DeferredMarker {
  __deferred: string;
}

type Tagged<T> = Promise<T> & { __deferredId?: string };

interface Settled {
  value?: unknown;
  error?: string;
}

declare global {
  interface Window {
    __KD?: Record<string, Settled>;
    __KDwait?: Record<string, (settled: Settled) => void>;
  }
}

export function isThenable(value: unknown): value is Promise<unknown> {
  return !!value && typeof (value as Promise<unknown>).then === "function";
}

export function isDeferredMarker(value: unknown): value is DeferredMarker {
  return !!value && typeof (value as DeferredMarker).__deferred === "string";
}

/** Server: replaces the promises in loader data with markers and tags each promise with its id. */
export function markDeferred(loaderData: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [routeId, routeData] of Object.entries(loaderData)) {
    if (!routeData || typeof routeData !== "object" || Array.isArray(routeData)) {
      out[routeId] = routeData;
      continue;
    }
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(routeData)) {
      if (isThenable(value)) {
        const id = `${routeId}:${key}`;
        (value as Tagged<unknown>).__deferredId = id;
        copy[key] = { __deferred: id } satisfies DeferredMarker;
      } else copy[key] = value;
    }
    out[routeId] = copy;
  }
  return out;
}

/** Browser: turns markers back into promises that settle when the streamed script arrives. */
export function restoreDeferred(loaderData: Record<string, unknown>): Record<string, unknown> {
  const settledStore = (window.__KD ??= {});
  const waiting = (window.__KDwait ??= {});
  const out: Record<string, unknown> = {};
  for (const [routeId, routeData] of Object.entries(loaderData)) {
    if (!routeData || typeof routeData !== "object") {
      out[routeId] = routeData;
      continue;
    }
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(routeData as Record<string, unknown>)) {
      if (!isDeferredMarker(value)) {
        copy[key] = value;
        continue;
      }
      const id = value.__deferred;
      const promise: Tagged<unknown> = new Promise((resolve, reject) => {
        const settle = (settled: Settled) => (settled.error !== undefined ? reject(new Error(settled.error)) : resolve(settled.value));
        if (settledStore[id]) settle(settledStore[id]);
        else waiting[id] = settle;
      });
      promise.__deferredId = id;
      promise.catch(() => {}); // the Await's error element handles it
      copy[key] = promise;
    }
    out[routeId] = copy;
  }
  return out;
}

/** The inline script that hands a settled value to the browser; also defines the hand-over itself. */
function settledScript(id: string, settled: Settled): string {
  const json = JSON.stringify(settled).replace(/</g, "\\u003c").replace(/\u2028|\u2029/g, "");
  const key = JSON.stringify(id);
  return `(window.__KD=window.__KD||{})[${key}]=${json};window.__KDwait&&window.__KDwait[${key}]&&window.__KDwait[${key}](${json});`;
}

function SettledData({ id, settled }: { id: string | undefined; settled: Settled }) {
  const nonce = useNonce();
  if (!id) return null;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: settledScript(id, settled) }} />;
}

/**
 * Renders `children(value)` once the deferred value is there, `fallback` until then, and
 * `errorElement` if it fails.
 */
export function Deferred<T>({
  resolve,
  fallback,
  errorElement,
  children,
}: {
  resolve: Promise<T> | T;
  fallback: ReactNode;
  errorElement: ReactNode;
  children: (value: T) => ReactNode;
}) {
  const id = isThenable(resolve) ? (resolve as Tagged<T>).__deferredId : undefined;
  return (
    <Suspense fallback={fallback}>
      <Await
        resolve={resolve}
        errorElement={
          <>
            {errorElement}
            <SettledData id={id} settled={{ error: "failed" }} />
          </>
        }
      >
        {(value: T) => (
          <>
            {children(value)}
            <SettledData id={id} settled={{ value }} />
          </>
        )}
      </Await>
    </Suspense>
  );
}
