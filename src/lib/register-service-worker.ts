// Registers the service worker (public/sw.js: offline fallback page, cache for hashed assets) once the
// page has loaded, so it never competes with the first view. Production builds only: in development
// a worker would keep serving stale Vite modules.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
      console.info("Service worker not registered", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
