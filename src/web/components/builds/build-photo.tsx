import type { BuildPhoto } from "../../../domain/builds.ts";

/** A build's photo at the width the layout needs: the browser picks from the widths the shop encoded. */
export function BuildPicture({
  photo,
  alt,
  sizes,
  className = "",
  eager = false,
}: {
  photo: BuildPhoto;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn. */
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  const smallest = photo.sizes[0]!;
  return (
    <img
      src={smallest.url}
      srcSet={photo.sizes.map((size) => `${size.url} ${size.width}w`).join(", ")}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      className={className}
    />
  );
}
