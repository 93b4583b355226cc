import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { Image } from 'antd';
import { useState } from 'react';
import { fr, t, type ListingView, type UploadedFile } from '@troc/shared';

const ui = fr.ui.listingBrowse.view;

/** The listing's pictures (image0 to image2): one large, the others as thumbnails; each opens full size. */
export function ListingGallery({ view }: { view: Pick<ListingView, 'name' | 'image0' | 'image1' | 'image2'> }) {
  const images = [view.image0, view.image1, view.image2].filter((image): image is UploadedFile => image !== null);
  const [shown, setShown] = useState(0);
  const current = images[Math.min(shown, images.length - 1)];

  if (!current) {
    return (
      <div className="troc-gallery__empty" role="img" aria-label={ui.noPicture}>
        <PictureOutlined aria-hidden />
        <span>{ui.noPicture}</span>
      </div>
    );
  }
  const alt = (index: number) => t(ui.pictureAlt, { number: index + 1, name: view.name });
  return (
    <section aria-label={ui.gallery} className="troc-gallery">
      <Image.PreviewGroup
        items={images.map((image) => image.path)}
        preview={{ current: images.indexOf(current), onChange: (index) => setShown(index) }}
      >
        <Image src={current.path} alt={alt(images.indexOf(current))} className="troc-gallery__main" width="100%" />
      </Image.PreviewGroup>
      {images.length > 1 ? (
        <ul className="troc-gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                aria-pressed={image === current}
                aria-label={alt(index)}
                onClick={() => setShown(index)}
                className="troc-gallery__thumb"
              >
                <img src={image.thumbnail ?? image.path} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
