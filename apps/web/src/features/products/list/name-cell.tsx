import { Link as RouterLink } from 'react-router';
import type { Product } from '@portal/domain';
import { paths } from '../../../lib/paths.ts';

/** A SKU never breaks inside itself ('HF-/1001'): it stays on one line. */
export function SkuText({ sku }: { sku: string | null }) {
  return <span className="cell-nowrap">{sku ?? ''}</span>;
}

/** The name links to the product page, carrying the list's query for the breadcrumb back. */
export function NameCell({ product: p, query }: { product: Product; query: string }) {
  return (
    <RouterLink className="cell-link" to={paths.product(p.id)} state={{ fromQuery: query }}>
      {p.name}
    </RouterLink>
  );
}
