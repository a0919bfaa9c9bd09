// An image with its intrinsic size (no layout shift) and lazy loading below the fold. With
// renditions it is a <picture>: avif and webp sources and a jpeg fallback, each a srcset over the
// rendition widths, so the browser picks the smallest file that fills the slot; the focal point sets
// what a crop (object-fit: cover) keeps. An image without renditions (SVG) is a plain <img>. `eager`
// marks a page's leading image above the fold (usually its Largest Contentful Paint): loaded at once
// and ahead of other images (fetchpriority), as soon as the HTML names it. Inside a <picture> the
// browser finds it only when it reaches the body, after the head's scripts: so its first source is
// also preloaded from the head (React puts high-priority image preloads before stylesheets and
// scripts); a browser that cannot show that type skips the preload and takes the next source.
import type { CSSProperties } from "react";
import { preload } from "react-dom";
import { renditionUrl } from "../../shared/api/image-sources.ts";
import type { ImageObj, ImageSources, RenditionFormat } from "../../shared/api/types.ts";

const mimeTypes: Record<RenditionFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

/** When the caller does not say how wide the slot is: at most the 1240 px content column. */
const DEFAULT_SIZES = "(min-width: 80em) 1240px, 100vw";

function srcSet(sources: ImageSources, format: RenditionFormat): string {
  return sources.widths.map((width) => `${renditionUrl(sources.path, width, format)} ${width}w`).join(", ");
}

export function Picture({ image, className, eager, sizes }: { image: ImageObj | null | undefined; className?: string; eager?: boolean; sizes?: string }) {
  if (!image) return null;
  const style: CSSProperties | undefined = image.focal ? { objectPosition: `${image.focal.x}% ${image.focal.y}%` } : undefined;
  const sources = image.sources;
  if (!sources) {
    // No `sizes` without a srcset: HTML allows it only beside one, and one file has nothing to choose from.
    return <img className={className} src={image.url} width={image.width} height={image.height} alt={image.alt} loading={eager ? "eager" : "lazy"} fetchPriority={eager ? "high" : undefined} decoding="async" style={style} />;
  }
  const slot = sizes ?? DEFAULT_SIZES;
  const largest = sources.widths[sources.widths.length - 1];
  const best = sources.formats[0];
  if (eager && best && best !== "jpeg") {
    preload(renditionUrl(sources.path, largest, best), { as: "image", type: mimeTypes[best], imageSrcSet: srcSet(sources, best), imageSizes: slot, fetchPriority: "high" });
  }
  return (
    <picture>
      {sources.formats
        .filter((format) => format !== "jpeg")
        .map((format) => (
          <source key={format} type={mimeTypes[format]} srcSet={srcSet(sources, format)} sizes={slot} />
        ))}
      <img
        className={className}
        src={renditionUrl(sources.path, largest, "jpeg")}
        srcSet={srcSet(sources, "jpeg")}
        sizes={slot}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        style={style}
      />
    </picture>
  );
}
