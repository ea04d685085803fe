import { Link as RouterLink } from 'react-router';
import type { Product } from '@portal/domain';
import { paths } from '../../../lib/paths.ts';

/** How long a SKU may be and still be kept on one line. */
const SKU_ONE_LINE = 16;

/**
 * A short SKU never breaks inside itself ('HF-/1001'): it stays on one line. A longer one (up to 64
 * characters) wraps where it must, whole, rather than widening the table past the screen.
 */
export function SkuText({ sku }: { sku: string | null }) {
  const text = sku ?? '';
  return <span className={text.length > SKU_ONE_LINE ? 'cell-break' : 'cell-nowrap'}>{text}</span>;
}

/** The name links to the product page, carrying the list's query for the breadcrumb back. */
export function NameCell({ product: p, query }: { product: Product; query: string }) {
  return (
    <RouterLink className="cell-link" to={paths.product(p.id)} state={{ fromQuery: query }}>
      {p.name}
    </RouterLink>
  );
}
