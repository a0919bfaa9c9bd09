// An image with its intrinsic size (no layout shift) and lazy loading below the fold.
import type { ImageObj } from "../../shared/api/types.ts";

export function Picture({ image, className, eager, sizes }: { image: ImageObj | null | undefined; className?: string; eager?: boolean; sizes?: string }) {
  if (!image) return null;
  return (
    <img
      className={className}
      src={image.url}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      sizes={sizes}
    />
  );
}
