import type { Product } from '@portal/domain';
import { CellMarker } from '../../../components/table/cell-marker.tsx';

/** The product's thumbnail as a button: a large view, or for staff the image chooser. Its focus shows. */
export function ImageCell({
  product: p,
  staff,
  onOpen,
}: {
  product: Product;
  staff: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      className="cell-thumb"
      onClick={onOpen}
      aria-label={staff ? `Change image of ${p.name}` : `View image of ${p.name}`}
    >
      {p.image ? (
        <img src={p.image.url} alt="" loading="lazy" width={44} height={44} />
      ) : (
        <CellMarker icon="imageNotSupported" tone="disabled" />
      )}
    </button>
  );
}
