import { Link as RouterLink } from 'react-router';
import type { Product } from '@portal/domain';
import { paths } from '../../../lib/paths.ts';

/** A SKU never breaks inside itself ('HF-/1001'): it stays on one line. */
export function SkuText({ sku }: { sku: string | null }) {
  return <span className="cell-nowrap">{sku ?? ''}</span>;
}

/**
 * The name links to the product page, carrying the list's query for the breadcrumb back. On a
 * phone the SKU and the states the hidden columns would show sit under it.
 */
export function NameCell({ product: p, query, phone }: { product: Product; query: string; phone: boolean }) {
  return (
    <>
      <RouterLink className="cell-link" to={paths.product(p.id)} state={{ fromQuery: query }}>
        {p.name}
      </RouterLink>
      {phone && (
        <span className="cell-secondary">
          <SkuText sku={p.sku} />
          {!p.enabled && ' · Disabled'}
          {p.outOfStock && ' · Out of stock'}
        </span>
      )}
    </>
  );
}
