// ImageSlider: the production's pictures with their credits; one picture needs no slider controls.
import type { ImageObj } from "../../../../shared/api/types.ts";
import { Picture } from "../../../components/picture.tsx";
import { useT } from "../../../i18n/index.tsx";
import { DetailSection } from "./section.tsx";
import { creditText } from "../../../components/media/credit-text.ts";

export function ImageSliderSection({ prefix, images }: { prefix: string; images: (ImageObj | null)[] }) {
  const t = useT();
  const present = images.filter((image): image is ImageObj => image !== null);
  if (present.length === 0) return null;
  return (
    <DetailSection name="ImageSlider" id={`${prefix}-images`} title={t("eventDetail.images")} className="detail-images">
      <ul className="detail-images__list">
        {present.map((image, index) => (
          <li key={image.id}>
            <figure className="detail-images__figure">
              <Picture image={image} className="detail-images__image" eager={index === 0} sizes="(min-width: 64em) 60vw, 100vw" />
              {image.credit ? <figcaption className="detail-images__credit">{t("eventDetail.credit", { credit: creditText(image.credit) })}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
